import { serviceForms } from '@/content/forms/service-forms';
import { draftable, NEVER_STORED } from './use-draft';

describe('what a draft may keep', () => {
  it('never keeps the health details of the medical tourism form', () => {
    for (const name of ['medicalCondition', 'treatmentTimeline', 'insuranceStatus', 'mobilityAssistance', 'previousExperience', 'specialRequirements']) {
      expect([name, NEVER_STORED.has(name)]).toEqual([name, true]);
    }
  });

  it('never keeps the resume, consent or the honeypot', () => {
    expect(['resume', 'consent', 'website'].filter((name) => !NEVER_STORED.has(name))).toEqual([]);
  });

  it('keeps the rest of the medical tourism form, so the visitor does not retype their contact details', () => {
    const fields = serviceForms['medical-tourism-services'].map((field) => field.name);
    const values = Object.fromEntries(fields.map((name) => [name, `value of ${name}`]));
    expect(Object.keys(draftable(values)).sort()).toEqual(['budgetRange', 'contactMethod', 'currentCountry', 'email', 'fullName', 'phone', 'preferredDestination']);
  });

  it('leaves out the names the form asks to skip', () => {
    expect(draftable({ fullName: 'Asha', email: 'a@example.com', consent: true }, ['email'])).toEqual({ fullName: 'Asha' });
  });
});
