import { describe, expect, it } from 'vitest';
import { BRAND_NAME, GENERIC_PRODUCT_NAME, brandFor, isOwnBrand } from '../../src/shared/whiteLabel';
import { helpAction } from '../../src/shared/whiteLabel';

describe('white-label detection', () => {
  it.each([
    [2286, true],
    [1217159, true],
    [5001, false],
    [0, false],
    [null, false],
    [undefined, false],
  ])('domain profile %s → own brand %s', (id, own) => {
    expect(isOwnBrand(id)).toBe(own);
    const brand = brandFor(id == null ? null : { id });
    expect(brand.ownBrand).toBe(own);
    expect(brand.name).toBe(own ? BRAND_NAME : GENERIC_PRODUCT_NAME);
  });

  it('names: Switchboard and Agent Console', () => {
    expect(BRAND_NAME).toBe('Switchboard');
    expect(GENERIC_PRODUCT_NAME).toBe('Agent Console');
  });
});

describe('help button', () => {
  it.each([
    ['generic mode opens the help overlay', brandFor({ id: 5001, settings: { supportUrl: 'https://x.example' } }), { kind: 'overlay', name: 'help', value: 'true' }],
    ['own brand with a support URL opens it', brandFor({ id: 2286, settings: { supportUrl: 'https://support.example' } }), { kind: 'url', url: 'https://support.example' }],
    ['own brand without one opens the support form', brandFor({ id: 2286, settings: {} }), { kind: 'overlay', name: 'form', value: 'support' }],
    ['a non-http support URL is ignored', brandFor({ id: 1217159, settings: { supportUrl: 'javascript:alert(1)' } }), { kind: 'overlay', name: 'form', value: 'support' }],
  ])('%s', (_name, brand, expected) => {
    expect(helpAction(brand)).toEqual(expected);
  });
});
