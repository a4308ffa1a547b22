import { describe, expect, it } from 'vitest';
import { prefillAmount } from './payment-form';

describe('payment form prefill', () => {
  it('offers what is still to pay, exactly (no float error)', () => {
    expect(prefillAmount('payment', { amount: '100.30', paid: '0.10' })).toBe('100.20');
    expect(prefillAmount('payment', { amount: '0.30', paid: '0.10' })).toBe('0.20');
  });

  it('offers nothing when paid in full or more', () => {
    expect(prefillAmount('payment', { amount: '50.00', paid: '50.00' })).toBe('');
    expect(prefillAmount('payment', { amount: '50.00', paid: '60.00' })).toBe('');
  });

  it('offers to refund what was paid', () => {
    expect(prefillAmount('refund', { amount: '50.00', paid: '20.50' })).toBe('20.50');
    expect(prefillAmount('refund', { amount: '50.00', paid: '0.00' })).toBe('');
  });
});
