import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MM_PER_PT, type CardField } from '@bo/contract';
import { CardPreview } from './card-preview';

const size = { widthMm: 90, heightMm: 54, bleedMm: 2, cornerMm: 4 };
const fields: CardField[] = [
  { key: 'name', side: 'front', x: 10, y: 20, fontSize: 12, bold: true, align: 'left', color: '#112233' },
  { key: 'mobile', side: 'front', x: 80, y: 40, fontSize: 8, bold: false, align: 'right', color: '#222222' },
  { key: 'company', side: 'back', x: 45, y: 27, fontSize: 9, bold: false, align: 'center', color: '#ffffff' },
];

describe('the card preview', () => {
  it('draws the bleed box in mm, the trim with its corners and the safe area inside', () => {
    const { container } = render(<CardPreview size={size} lang="cn" label="卡" />);
    const svg = screen.getByRole('img', { name: '卡' });
    expect(svg.getAttribute('viewBox')).toBe('-2 -2 94 58');
    const trim = container.querySelector('.card-preview-trim')!;
    expect([trim.getAttribute('width'), trim.getAttribute('height'), trim.getAttribute('rx')]).toEqual([
      '90',
      '54',
      '4',
    ]);
    const safe = container.querySelector('.card-preview-safe')!;
    expect([safe.getAttribute('x'), safe.getAttribute('width'), safe.getAttribute('height')]).toEqual([
      '3',
      '84',
      '48',
    ]);
  });

  it('prints each field of the side with the sample data of the language, at its place and size', () => {
    const { container } = render(
      <CardPreview
        size={size}
        fields={fields}
        side="front"
        image="/api/Upload/File/001/a.png"
        lang="cn"
        label="正面"
      />,
    );
    const name = container.querySelector('text[data-field=name]')!;
    expect(name.textContent).toBe('张三');
    expect([
      name.getAttribute('x'),
      name.getAttribute('y'),
      name.getAttribute('font-weight'),
      name.getAttribute('fill'),
    ]).toEqual(['10', '20', '700', '#112233']);
    expect(Number(name.getAttribute('font-size'))).toBeCloseTo(12 * MM_PER_PT, 6);
    const mobile = container.querySelector('text[data-field=mobile]')!;
    expect(mobile.textContent).toBe('138 0000 0000');
    expect(mobile.getAttribute('text-anchor')).toBe('end');
    expect(container.querySelector('text[data-field=company]')).toBeNull();
    expect(screen.getByTestId('card-preview-image').getAttribute('href')).toBe('/api/Upload/File/001/a.png');
  });

  it('the back shows only the back fields, in English when asked', () => {
    const { container } = render(<CardPreview size={size} fields={fields} side="back" lang="en" label="Back" />);
    const texts = [...container.querySelectorAll('text')].map((t) => t.textContent);
    expect(texts).toEqual(['Jinding Printing Co., Ltd.']);
    expect(container.querySelector('text')!.getAttribute('text-anchor')).toBe('middle');
    expect(screen.queryByTestId('card-preview-image')).toBeNull();
  });

  it('keeps a corner radius within half the shorter side and survives half-typed fields', () => {
    const { container } = render(
      <CardPreview
        size={{ widthMm: 54, heightMm: 54, bleedMm: 0, cornerMm: 40 }}
        fields={[{ key: 'name', side: 'front' }]}
        lang="en"
        label="Square"
      />,
    );
    expect(container.querySelector('.card-preview-trim')!.getAttribute('rx')).toBe('27');
    expect(container.querySelector('text[data-field=name]')!.getAttribute('x')).toBe('0');
  });
});
