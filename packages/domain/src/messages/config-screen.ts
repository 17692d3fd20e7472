import type { ConfigSecretKey } from '../validation/resources/config.js';

/**
 * Texts of the back-office config screen (Einstellungen, issue 24 point 5): its tabs, sections, plugin switches,
 * the write-only secrets, the Markdown editor and the allowed widget origins. The field names follow spec §3 Config;
 * none of these labels is worded in the spec.
 */
export const configScreenMessages = {
  tabsLabel: 'Bereiche der Einstellungen', // not worded in the spec
  tabs: {
    general: 'Allgemein', // not worded in the spec
    business: 'Unternehmen', // not worded in the spec
    features: 'Funktionen', // not worded in the spec
    legal: 'Rechtstexte', // not worded in the spec
    seo: 'SEO und Social Media', // not worded in the spec
    widgets: 'Widgets', // not worded in the spec
    mail: 'E-Mail', // not worded in the spec
    payments: 'Zahlungen', // not worded in the spec
    sms: 'SMS', // not worded in the spec
    ai: 'KI', // not worded in the spec
  },
  sections: {
    shop: 'Shop', // not worded in the spec
    theme: 'Erscheinungsbild', // not worded in the spec
    plugins: 'Funktionen des Shops', // not worded in the spec
    payment: 'Zahlungsarten', // not worded in the spec
    map: 'Karte (Mapbox)', // not worded in the spec
    seo: 'Suchmaschinen', // not worded in the spec
    social: 'Social Media und Website', // not worded in the spec
    legalLinks: 'Externe Rechtstexte', // not worded in the spec
    smtp: 'Mailserver (SMTP)', // not worded in the spec
    paymentProvider: 'Online-Zahlung', // not worded in the spec
    sms: 'SMS-Versand (Twilio)', // not worded in the spec
    ai: 'KI-Dienst (OpenAI-kompatibel)', // not worded in the spec
    secrets: 'Zugangsdaten', // not worded in the spec
  },
  fields: {
    title: 'Titel', // not worded in the spec
    description: 'Beschreibung', // not worded in the spec
    website: 'Website', // not worded in the spec
    contactEmail: 'E-Mail-Adresse für Kontaktanfragen', // not worded in the spec
    contactEmailHint: 'Leer: die E-Mail-Adresse der ersten öffentlichen Filiale.', // not worded in the spec
    currency: 'Währung', // not worded in the spec
    defaultDeliveryMethod: 'Vorausgewählte Bestellart', // not worded in the spec
    themeFont: 'Schriftart des Shops', // not worded in the spec
    themeFontHint: 'Hochgeladene Schriftarten werden vom eigenen Server geladen; ohne Auswahl gilt Open Sans.', // not worded in the spec
    themeFontFreeHint:
      'Name einer Schriftfamilie, z. B. Georgia, Arial oder Verdana (Systemschriften). Leer: Open Sans.', // not worded in the spec
    themeFontDefault: 'Standard (Open Sans)', // not worded in the spec
    uploadedFont: (family: string) => `${family} (hochgeladen)`, // not worded in the spec
    systemFont: (family: string) => `${family} (Systemschrift)`, // not worded in the spec
    seoTitle: 'SEO-Titel', // not worded in the spec
    seoDescription: 'SEO-Beschreibung', // not worded in the spec
    facebook: 'Facebook', // not worded in the spec
    instagram: 'Instagram', // not worded in the spec
    termsAndConditions: 'AGB (Link statt Text)', // not worded in the spec
    privacyPolicy: 'Datenschutzerklärung (Link statt Text)', // not worded in the spec
    imprint: 'Impressum (Link statt Text)', // not worded in the spec
    allergens: 'Allergene (Link statt Text)', // not worded in the spec
    linkHint: 'Ist ein Link gesetzt, verweist der Shop dorthin statt auf den Text.', // not worded in the spec
    allergensText: 'Allergeninformationen', // not worded in the spec
    mapboxZoom: 'Zoomstufe', // not worded in the spec
    mapboxPitch: 'Neigung (Grad)', // not worded in the spec
    mapboxBearing: 'Drehung (Grad)', // not worded in the spec
    smtpHost: 'Server', // not worded in the spec
    smtpPort: 'Port', // not worded in the spec
    smtpSecure: 'Verschlüsselte Verbindung (TLS)', // not worded in the spec
    smtpUser: 'Benutzername', // not worded in the spec
    mailFrom: 'Absenderadresse', // not worded in the spec
    paymentProvider: 'Anbieter', // not worded in the spec
    stripePublishableKey: 'Stripe: öffentlicher Schlüssel (pk_…)', // not worded in the spec
    twilioAccountSid: 'Account SID (AC…)', // not worded in the spec
    smsSender: 'Absender (Telefonnummer oder bis zu 11 Zeichen)', // not worded in the spec
    aiBaseUrl: 'Adresse der API (z. B. https://api.openai.com/v1)', // not worded in the spec
    aiModel: 'Textmodell', // not worded in the spec
    aiImageModel: 'Bildmodell', // not worded in the spec
  },
  serviceModes: {
    takeaway: 'Abholung', // spec §1 (takeaway shown as Abholung)
    delivery: 'Lieferung', // not worded in the spec
    dineIn: 'Vor Ort essen', // not worded in the spec
  },
  paymentProviders: { stripe: 'Stripe', mollie: 'Mollie' }, // names of the providers
  /** The plugin flags and payment switches of spec §3 Config. */
  switches: {
    enablePluginPWA: 'App-Installation (PWA)', // not worded in the spec
    enablePluginToolbar: 'Werkzeugleiste', // not worded in the spec
    enablePluginHomePage: 'Startseite aus dem CMS', // not worded in the spec
    enablePluginSearch: 'Produktsuche', // not worded in the spec
    enablePluginTags: 'Tags', // not worded in the spec
    enablePluginMapbox: 'Karte (Mapbox)', // not worded in the spec
    enablePluginSMS: 'SMS-Benachrichtigungen', // not worded in the spec
    enablePluginDonations: 'Spenden', // not worded in the spec
    enablePluginFrontdesk: 'Theke (Frontdesk)', // not worded in the spec
    enablePluginOrderReviews: 'Bestellbewertungen', // not worded in the spec
    enablePluginCategoryBar: 'Kategorieleiste', // not worded in the spec
    disableTickets: 'Keine Bons drucken', // not worded in the spec
    enableCash: 'Barzahlung', // not worded in the spec
    enablePaymentATMCard: 'Bankomatkarte', // not worded in the spec
    enablePaymentVoucher: 'Gutschein', // not worded in the spec
    enablePaymentOnline: 'Online-Zahlung', // not worded in the spec
    enablePaymentOnlineAlternative: 'Alternative Online-Zahlung', // not worded in the spec
  },
  secrets: {
    intro: 'Gespeicherte Zugangsdaten werden nie wieder angezeigt: Sie können sie nur ersetzen oder löschen.', // not worded in the spec
    labels: {
      smtpPassword: 'SMTP-Passwort',
      stripeSecretKey: 'Stripe: geheimer Schlüssel (sk_…)',
      stripeWebhookSecret: 'Stripe: Webhook-Signaturschlüssel (whsec_…)',
      mollieApiKey: 'Mollie: API-Schlüssel',
      twilioAuthToken: 'Twilio: Auth Token',
      aiApiKey: 'KI: API-Schlüssel',
    } satisfies Record<ConfigSecretKey, string>, // not worded in the spec
    set: 'gesetzt', // not worded in the spec
    notSet: 'nicht gesetzt', // not worded in the spec
    fromEnvironment: (name: string) => `über die Umgebungsvariable ${name} gesetzt (sie hat Vorrang)`, // not worded in the spec
    newValue: (label: string) => `Neuer Wert: ${label}`, // not worded in the spec
    replace: 'Ersetzen', // not worded in the spec
    setNow: 'Setzen', // not worded in the spec
    clear: 'Löschen', // not worded in the spec
    clearQuestion: (label: string) => `${label} löschen?`, // not worded in the spec
    clearHint:
      'Der gespeicherte Wert wird entfernt; Funktionen, die ihn brauchen, stehen dann nicht mehr zur Verfügung.', // not worded in the spec
    saved: (label: string) => `${label} wurde gespeichert.`, // not worded in the spec
    cleared: (label: string) => `${label} wurde gelöscht.`, // not worded in the spec
    loadFailed: 'Zugangsdaten konnten nicht geladen werden.', // not worded in the spec
    saveFailed: 'Zugangsdaten konnten nicht gespeichert werden.', // not worded in the spec
  },
  markdown: {
    toolbar: 'Formatierung', // not worded in the spec
    bold: 'Fett (Strg + B)', // not worded in the spec
    italic: 'Kursiv (Strg + I)', // not worded in the spec
    heading2: 'Überschrift H2', // not worded in the spec
    heading3: 'Zwischenüberschrift H3', // not worded in the spec
    link: 'Link (Strg + L)', // not worded in the spec
    bulletList: 'Aufzählung', // not worded in the spec
    numberedList: 'Nummerierte Liste', // not worded in the spec
    quote: 'Zitat', // not worded in the spec
    rule: 'Trennlinie', // not worded in the spec
    preview: 'Vorschau, wie der Shop den Text zeigt', // not worded in the spec
    emptyPreview: 'Noch kein Text.', // not worded in the spec
  },
} as const;
