import { describe, expect, it } from 'vitest';
import { priceByFormula } from './price-formula.js';

describe('priceByFormula: the sales price of a base price by a client formula', () => {
  it('multiplies, divides, adds and subtracts', () => {
    expect(priceByFormula('100.00', '*', '1.2', 'blxs')).toBe('120.00');
    expect(priceByFormula('100', '/', '8', 'blxs')).toBe('12.50');
    expect(priceByFormula('100', '+', '5.5', 'blxs')).toBe('105.50');
    expect(priceByFormula('100', '-', '0.25', 'blxs')).toBe('99.75');
  });

  it('rounds half up to the yuan, up to the yuan, or half up to the fen', () => {
    expect(priceByFormula('10.50', '*', '1', 'round')).toBe('11.00');
    expect(priceByFormula('10.49', '*', '1', 'round')).toBe('10.00');
    expect(priceByFormula('10.01', '*', '1', 'ceiling')).toBe('11.00');
    expect(priceByFormula('10.00', '*', '1', 'ceiling')).toBe('10.00');
    // 33.333… keeps its decimals to the fen; 0.005 goes up.
    expect(priceByFormula('100', '/', '3', 'blxs')).toBe('33.33');
    expect(priceByFormula('0.01', '*', '0.5', 'blxs')).toBe('0.01');
  });

  it('is exact where floating point is not', () => {
    // 1.01 × 1.005 = 1.01505: the half fen goes up; 0.1 + 0.2 is 0.30000000000000004 in floating point.
    expect(priceByFormula('1.01', '*', '1.0050', 'blxs')).toBe('1.02');
    expect(priceByFormula('0.1', '+', '0.2', 'blxs')).toBe('0.30');
    expect(priceByFormula('9999999999.99', '*', '99.9999', 'blxs')).toBe('999998999999.00');
  });

  it('keeps the sign of a negative result and rounds it away from zero', () => {
    expect(priceByFormula('1', '-', '1.5', 'round')).toBe('-1.00');
    expect(priceByFormula('1', '-', '1.4', 'round')).toBe('0.00');
    expect(priceByFormula('100', '/', '-8', 'blxs')).toBe('-12.50');
  });

  it('has no answer for a division by zero or a text that is not a number', () => {
    expect(priceByFormula('100', '/', '0', 'round')).toBeNull();
    expect(priceByFormula('100', '*', 'abc', 'round')).toBeNull();
    expect(priceByFormula('1.234', '*', '1', 'round')).toBeNull();
    expect(priceByFormula('', '*', '1', 'round')).toBeNull();
  });
});
