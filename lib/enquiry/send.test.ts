jest.mock('@/lib/api/client', () => ({ submitEnquiry: jest.fn(), EnquiryError: class EnquiryError extends Error {} }));

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { submitEnquiry } from '@/lib/api/client';
import { SERVICE_IDS } from '@/content/types';
import { sampleValues } from '@/lib/enquiry/sample-values';
import { kindForService, sendEnquiry } from '@/lib/enquiry/send';
import { ENQUIRY_KINDS, type EnquiryKind } from '@/lib/enquiry/kinds';

const submit = jest.mocked(submitEnquiry);

function fixture(kind: EnquiryKind): unknown {
  return JSON.parse(readFileSync(join(__dirname, 'fixtures', `${kind}.json`), 'utf8'));
}

/** Service page id -> endpoint segment, from the spec's route table and section 7. */
const SPEC_SERVICE_KINDS: Record<string, EnquiryKind> = {
  'import-export-services': 'import_export',
  'migration-services': 'migration',
  'residency-by-investment': 'residency_invest',
  'business-buy-sale-services': 'business_buy_sale',
  'real-estate': 'real_estate',
  'consulting-services': 'consulting_management',
  'relocation-in-india': 'relocation_support',
  'work-abroad': 'work_abroad',
  'property-management-services-in-india': 'property_management',
  'medical-tourism-services': 'medical_support',
};

let warn: jest.SpyInstance;
beforeEach(() => {
  submit.mockReset();
  submit.mockResolvedValue(undefined);
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('kindForService', () => {
  it('covers every service id', () => {
    expect([...SERVICE_IDS].sort()).toEqual(Object.keys(SPEC_SERVICE_KINDS).sort());
  });

  it.each(Object.entries(SPEC_SERVICE_KINDS))('maps %s to %s without a warning', (id, kind) => {
    expect(kindForService(id)).toBe(kind);
    expect(warn).not.toHaveBeenCalled();
  });

  it('returns undefined and warns for an unknown service id', () => {
    expect(kindForService('no-such-service')).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('no-such-service');
  });

  it.each(['toString', '__proto__'])('returns undefined and warns for the id %p, an Object.prototype name', (id) => {
    expect(kindForService(id)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('sendEnquiry', () => {
  it("returns 'honeypot' and sends nothing when the hidden website field is filled", async () => {
    await expect(sendEnquiry('migration', { ...sampleValues.migration, website: 'http://spam.example' })).resolves.toEqual({ outcome: 'honeypot' });
    expect(submit).not.toHaveBeenCalled();
  });

  it.each(ENQUIRY_KINDS)("sends the %s sample as the golden fixture payload and returns 'sent'", async (kind) => {
    await expect(sendEnquiry(kind, sampleValues[kind])).resolves.toMatchObject({ outcome: 'sent' });
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith(kind, fixture(kind));
  });

  it('throws and sends nothing when the payload breaks the contract', async () => {
    await expect(sendEnquiry('contact', { ...sampleValues.contact, service: '10' })).rejects.toThrow(/contact/);
    expect(submit).not.toHaveBeenCalled();
  });

  it('returns the id and reference the server answered', async () => {
    submit.mockResolvedValueOnce({ id: '0190a0b0-0000-7000-8000-000000000000', reference: 'SG-2611-7K3Q' });
    await expect(sendEnquiry('contact', sampleValues.contact)).resolves.toEqual({
      outcome: 'sent',
      id: '0190a0b0-0000-7000-8000-000000000000',
      reference: 'SG-2611-7K3Q',
    });
  });

  it('passes a failed submission on to the caller', async () => {
    submit.mockRejectedValueOnce(new Error('server down'));
    await expect(sendEnquiry('migration', sampleValues.migration)).rejects.toThrow('server down');
    expect(submit).toHaveBeenCalledTimes(1);
  });
});
