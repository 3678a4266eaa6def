jest.mock('@/lib/api/client', () => ({ submitEnquiry: jest.fn(), EnquiryError: class EnquiryError extends Error {} }));

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { submitEnquiry } from '@/lib/api/client';
import { SERVICE_IDS } from '@/content/types';
import { sampleValues } from '@/lib/enquiry/sample-values';
import { idempotencyKeyFor, kindForService, sendEnquiry } from '@/lib/enquiry/send';
import { toPayload } from '@/lib/enquiry/contract';
import { createDraftStore } from '@/lib/storage';
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const sentKey = (call: number) => submit.mock.calls[call]?.[2]?.idempotencyKey;

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
    expect(submit).toHaveBeenCalledWith(kind, fixture(kind), { idempotencyKey: expect.stringMatching(UUID) });
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

  it('reuses the Idempotency-Key when the same values are sent again, and draws a new one when they change', async () => {
    await sendEnquiry('real_estate', sampleValues.real_estate);
    await sendEnquiry('real_estate', { ...sampleValues.real_estate });
    await sendEnquiry('real_estate', { ...sampleValues.real_estate, budget: 'Up to 90 lakh' });
    await sendEnquiry('real_estate', { ...sampleValues.real_estate, budget: 'Up to 90 lakh' });
    expect(sentKey(0)).toMatch(UUID);
    expect(sentKey(1)).toBe(sentKey(0));
    expect(sentKey(2)).not.toBe(sentKey(0));
    expect(sentKey(3)).toBe(sentKey(2));
  });

  it('keeps the key of a failed send for the resend of the same values', async () => {
    submit.mockRejectedValueOnce(new Error('time-out'));
    await expect(sendEnquiry('consulting_management', sampleValues.consulting_management)).rejects.toThrow('time-out');
    await sendEnquiry('consulting_management', sampleValues.consulting_management);
    expect(sentKey(1)).toBe(sentKey(0));
  });

  it('keeps the key of an unanswered send in the tab\'s storage, so a resend after a reload reuses it; never the body', () => {
    const items = new Map<string, string>();
    const backend = {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
      key: (i: number) => [...items.keys()][i] ?? null,
      get length() {
        return items.size;
      },
    };
    const values = { ...sampleValues.medical_support, medicalCondition: 'Knee replacement for this test' };
    const payload = toPayload('medical_support', values);
    const first = idempotencyKeyFor('medical_support', payload, createDraftStore(backend));
    expect(JSON.stringify([...items.values()])).not.toContain('Knee replacement');
    // A reload forgets this module's memory; the storage remembers.
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the module, as after a reload
      const again = (require('@/lib/enquiry/send') as typeof import('@/lib/enquiry/send')).idempotencyKeyFor;
      expect(again('medical_support', payload, createDraftStore(backend))).toBe(first);
      expect(again('medical_support', toPayload('medical_support', { ...values, budgetRange: 'Other' }), createDraftStore(backend))).not.toBe(first);
    });
  });

  it('draws a random UUID version 4 where crypto.randomUUID is missing (a page served over plain http)', async () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      await sendEnquiry('medical_support', { ...sampleValues.medical_support, budgetRange: 'Changed for this test' });
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
    expect(sentKey(0)).toMatch(UUID);
  });
});
