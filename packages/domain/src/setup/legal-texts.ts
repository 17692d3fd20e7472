/**
 * Legal texts of a new shop (issue 23 point 2): the Impressum is filled from the business data per the Austrian
 * ECG § 5 (name, address, contact, UID, Firmenbuch, authority, chamber) and MedienG § 25 (Offenlegung); the AGB and
 * the Datenschutzerklärung are templates that carry `legalReviewMarker` until the owner has reviewed them (the
 * readiness check counts a text with the marker as not done).
 */

/** The line that marks a text as an unreviewed template. */
export const legalReviewMarker = 'Vorlage – bitte prüfen';

export interface LegalBusiness {
  legalName: string;
  street: string;
  zipCode: string;
  city: string;
  country: string;
  vatId: string | null;
  phone: string | null;
  email: string;
  companyRegisterNumber: string | null;
  companyRegisterCourt: string | null;
  supervisoryAuthority: string | null;
  chamber: string | null;
}

const countryNames: Record<string, string> = {
  AT: 'Österreich',
  DE: 'Deutschland',
  CH: 'Schweiz',
  LI: 'Liechtenstein',
};

/** Markdown special characters of a value typed by the owner are escaped, so a name cannot become a link. */
function md(value: string): string {
  return value.replace(/([\\`*_{}[\]()#!|<>])/g, '\\$1');
}

function address(business: LegalBusiness): string {
  const country = countryNames[business.country] ?? business.country;
  return `${md(business.street)}, ${md(business.zipCode)} ${md(business.city)}, ${country}`;
}

function telHref(phone: string): string {
  return phone.replace(/[^+\d]/g, '');
}

/** The Impressum from the business data: only the lines whose data is given. */
export function imprintFromBusiness(business: LegalBusiness): string {
  const contact = [
    business.phone ? `Telefon: [${md(business.phone)}](tel:${telHref(business.phone)})  ` : null,
    `E-Mail: [${md(business.email)}](mailto:${business.email})`,
  ].filter((line): line is string => line !== null);
  const company = [
    business.vatId ? `- UID-Nummer: ${md(business.vatId)}` : null,
    business.companyRegisterNumber ? `- Firmenbuchnummer: ${md(business.companyRegisterNumber)}` : null,
    business.companyRegisterCourt ? `- Firmenbuchgericht: ${md(business.companyRegisterCourt)}` : null,
    business.supervisoryAuthority ? `- Aufsichtsbehörde: ${md(business.supervisoryAuthority)}` : null,
    business.chamber ? `- Kammerzugehörigkeit: ${md(business.chamber)}` : null,
  ].filter((line): line is string => line !== null);
  return [
    '# Impressum',
    '',
    'Informationen gemäß § 5 ECG und Offenlegung gemäß § 25 MedienG',
    '',
    `**${md(business.legalName)}**  `,
    address(business),
    '',
    ...contact,
    ...(company.length > 0 ? ['', '## Unternehmensdaten', '', ...company] : []),
    '',
    '## Offenlegung nach § 25 MedienG',
    '',
    `Medieninhaber: ${md(business.legalName)}, ${address(business)}. Grundlegende Richtung: Information über Produkte und Leistungen des Unternehmens und Online-Bestellung.`,
    '',
    '## Online-Streitbeilegung',
    '',
    'Verbraucher:innen können Beschwerden an die Online-Streitbeilegungsplattform der EU richten: [ec.europa.eu/consumers/odr](https://ec.europa.eu/consumers/odr). Sie können Beschwerden auch an die oben angegebene E-Mail-Adresse richten.',
  ].join('\n');
}

function reviewNote(): string {
  return `> **${legalReviewMarker}:** Diese Vorlage ersetzt keine Rechtsberatung. Passen Sie sie an Ihren Betrieb an und entfernen Sie danach diesen Hinweis.`;
}

/** AGB template for a food shop with pickup and delivery, marked for review. */
export function termsTemplate(business: LegalBusiness): string {
  return [
    '# Allgemeine Geschäftsbedingungen',
    '',
    reviewNote(),
    '',
    `Diese Bedingungen gelten für alle Bestellungen im Online-Shop von ${md(business.legalName)}, ${address(business)}.`,
    '',
    '## 1. Vertragsschluss',
    '',
    'Die Darstellung der Produkte ist kein verbindliches Angebot. Mit dem Absenden der Bestellung geben Sie ein verbindliches Angebot ab; der Vertrag kommt mit unserer Bestätigung oder der Übergabe der Ware zustande.',
    '',
    '## 2. Preise und Zahlung',
    '',
    'Alle Preise verstehen sich in Euro inklusive Umsatzsteuer. Bei Waren nach Gewicht richtet sich der Endpreis nach dem tatsächlichen Gewicht.',
    '',
    '## 3. Abholung und Lieferung',
    '',
    'Bestellte Waren halten wir zum gewählten Zeitpunkt bereit oder liefern sie in die angegebenen Liefergebiete.',
    '',
    '## 4. Rücktrittsrecht',
    '',
    'Für Lebensmittel, die schnell verderben können oder nach Kundenwunsch angefertigt werden, besteht gemäß § 18 Abs. 1 FAGG kein Rücktrittsrecht.',
    '',
    '## 5. Gewährleistung und Schlussbestimmungen',
    '',
    `Es gelten die gesetzlichen Gewährleistungsbestimmungen und österreichisches Recht unter Ausschluss des UN-Kaufrechts. Fragen richten Sie bitte an [${md(business.email)}](mailto:${business.email}).`,
  ].join('\n');
}

/** Datenschutzerklärung template (DSGVO, DSG), marked for review. */
export function privacyTemplate(business: LegalBusiness): string {
  return [
    '# Datenschutzerklärung',
    '',
    reviewNote(),
    '',
    '## Verantwortlicher',
    '',
    `${md(business.legalName)}, ${address(business)}  `,
    `E-Mail: [${md(business.email)}](mailto:${business.email})`,
    '',
    '## Bestellungen',
    '',
    'Für die Abwicklung Ihrer Bestellung verarbeiten wir Name, Kontaktdaten, gegebenenfalls die Lieferadresse und die bestellten Waren (Art. 6 Abs. 1 lit. b DSGVO). Rechnungsdaten bewahren wir sieben Jahre auf (§ 132 BAO).',
    '',
    '## Cookies',
    '',
    'Wir verwenden nur technisch notwendige Cookies (Warenkorb, Anmeldung).',
    '',
    '## Ihre Rechte',
    '',
    'Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch. Beschwerden können Sie bei der Österreichischen Datenschutzbehörde ([www.dsb.gv.at](https://www.dsb.gv.at)) einbringen.',
  ].join('\n');
}
