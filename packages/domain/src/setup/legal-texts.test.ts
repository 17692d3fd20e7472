import { describe, expect, it } from 'vitest';
import {
  imprintFromBusiness,
  type LegalBusiness,
  legalReviewMarker,
  privacyTemplate,
  termsTemplate,
} from './legal-texts.js';

const business: LegalBusiness = {
  legalName: 'Bäckerei Sonnenschein e.U.',
  street: 'Hauptstraße 5',
  zipCode: '4020',
  city: 'Linz',
  country: 'AT',
  vatId: 'ATU87654321',
  phone: '+43 732 123 45',
  email: 'office@sonnenschein.at',
  companyRegisterNumber: 'FN 654321x',
  companyRegisterCourt: 'Landesgericht Linz',
  supervisoryAuthority: 'Magistrat Linz',
  chamber: 'Wirtschaftskammer Oberösterreich',
};

describe('imprintFromBusiness (ECG § 5, MedienG § 25)', () => {
  it('names the business, address, contact, UID, Firmenbuch, authority and chamber', () => {
    const text = imprintFromBusiness(business);
    for (const part of [
      '**Bäckerei Sonnenschein e.U.**',
      'Hauptstraße 5, 4020 Linz, Österreich',
      'Telefon: [+43 732 123 45](tel:+4373212345)',
      'E-Mail: [office@sonnenschein.at](mailto:office@sonnenschein.at)',
      '- UID-Nummer: ATU87654321',
      '- Firmenbuchnummer: FN 654321x',
      '- Firmenbuchgericht: Landesgericht Linz',
      '- Aufsichtsbehörde: Magistrat Linz',
      '- Kammerzugehörigkeit: Wirtschaftskammer Oberösterreich',
      '## Offenlegung nach § 25 MedienG',
      'Medieninhaber: Bäckerei Sonnenschein e.U.',
    ]) {
      expect(text).toContain(part);
    }
    expect(text).not.toContain(legalReviewMarker);
  });

  it('leaves out the optional lines that are not given', () => {
    const text = imprintFromBusiness({
      ...business,
      vatId: null,
      phone: null,
      companyRegisterNumber: null,
      companyRegisterCourt: null,
      supervisoryAuthority: null,
      chamber: null,
    });
    expect(text).not.toMatch(/UID|Firmenbuch|Aufsichtsbehörde|Kammer|Telefon|Unternehmensdaten/);
    expect(text).toContain('E-Mail: [office@sonnenschein.at]');
  });

  it('escapes Markdown in typed values, so a name cannot become a link', () => {
    const text = imprintFromBusiness({ ...business, legalName: '[Klick](javascript:alert(1))' });
    expect(text).toContain('\\[Klick\\]\\(javascript:alert\\(1\\)\\)');
    expect(text).not.toContain('](javascript:');
  });
});

describe('templates', () => {
  it('mark AGB and Datenschutz for review and name the business', () => {
    for (const text of [termsTemplate(business), privacyTemplate(business)]) {
      expect(text).toContain(`**${legalReviewMarker}:**`);
      expect(text).toContain('Bäckerei Sonnenschein e.U.');
    }
  });
});
