/** The back-office start page's list of what is missing before real customers should order (issue 23 point 6). */
export const readinessMessages = {
  heading: 'Bereit für echte Bestellungen?', // not worded in the spec
  allDone: 'Alles erledigt: Ihr Shop ist bereit für echte Bestellungen.', // not worded in the spec
  missing: (count: number) =>
    count === 1
      ? 'Noch 1 Punkt offen, bevor echte Kund:innen bestellen sollten:'
      : `Noch ${count} Punkte offen, bevor echte Kund:innen bestellen sollten:`, // not worded in the spec
  done: 'erledigt', // not worded in the spec
  open: 'offen', // not worded in the spec
  fix: 'Beheben', // not worded in the spec
  toBoard: 'Zur Bestelltafel', // not worded in the spec
  /** The back-office navigation's entry for this page (admins). */
  nav: 'Start', // not worded in the spec
  items: {
    legalTexts: {
      label: 'Rechtstexte (Impressum, AGB, Datenschutz)', // not worded in the spec
      missing: (names: string) => `Fehlt: ${names}.`, // not worded in the spec
      template: (names: string) => `Noch als Vorlage markiert („bitte prüfen“): ${names}.`, // not worded in the spec
    },
    smtp: {
      label: 'E-Mail-Versand (SMTP)', // not worded in the spec
      missing:
        'Kein SMTP-Server eingestellt: Bestellbestätigungen werden nur ins Log geschrieben. Setzen Sie SMTP_URL oder SMTP_HOST in der Server-Konfiguration.', // not worded in the spec
    },
    payment: {
      label: 'Zahlungsarten', // not worded in the spec
      testProvider: (branches: string) =>
        `Online-Zahlung läuft über den Test-Anbieter, es fließt kein echtes Geld (${branches}). Richten Sie einen echten Zahlungsanbieter ein (PAYMENT_PROVIDER) oder bieten Sie nur Zahlung bei Übergabe an.`, // not worded in the spec
      noProvider: (branches: string) =>
        `Online-Zahlung ist eingeschaltet, aber kein Zahlungsanbieter eingerichtet (${branches}).`, // not worded in the spec
      none: 'Keine offene Filiale bietet eine Zahlungsart an.', // not worded in the spec
      missingKeys: (provider: string, keys: string) =>
        `${provider} ist als Zahlungsanbieter gewählt, aber es fehlt: ${keys}. Tragen Sie die Schlüssel unter Einstellungen › Zahlungen ein.`, // not worded in the spec
      keyNames: {
        stripeSecretKey: 'Stripe Secret Key',
        stripeWebhookSecret: 'Stripe Webhook-Signaturschlüssel',
        mollieApiKey: 'Mollie API-Schlüssel',
      }, // not worded in the spec
    },
    sms: {
      label: 'SMS-Versand', // not worded in the spec
      missing: (settings: string) =>
        `Twilio ist als SMS-Anbieter gewählt, aber es fehlt: ${settings}. SMS an Kund:innen können nicht versendet werden.`, // not worded in the spec
      settingNames: { accountSid: 'Account SID', authToken: 'Auth Token', from: 'Absender' }, // not worded in the spec
    },
    openBranch: {
      label: 'Eine geöffnete Filiale', // not worded in the spec
      missing: 'Keine Filiale ist öffentlich, aktiv und hat Öffnungszeiten.', // not worded in the spec
    },
    https: {
      label: 'Öffentliche Adresse mit https', // not worded in the spec
      missing: (url: string) =>
        `Der Shop ist unter ${url} erreichbar. Setzen Sie PUBLIC_URL auf eine https-Adresse (z. B. https://shop.example.at).`, // not worded in the spec
    },
  },
  legalNames: { imprint: 'Impressum', terms: 'AGB', privacy: 'Datenschutzerklärung' }, // not worded in the spec
} as const;
