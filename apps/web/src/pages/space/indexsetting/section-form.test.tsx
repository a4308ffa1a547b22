import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import strings from '../../../locales/pages/site.cn.json';
import { SectionForm } from './section-form';
import type { HomeSection } from './home-types';
import { withStrings } from '../../../test-fixtures';

withStrings({ cn: strings });

const SECTIONS: HomeSection[] = [
  { key: 'banner', enabled: true, slot: 'pc', autoplaySeconds: 5 },
  { key: 'products', enabled: true, title: '', titleEn: '', category: '', count: 6 },
  { key: 'news', enabled: true, title: '', titleEn: '', category: '', count: 3 },
  { key: 'notice', enabled: true, text: '', textEn: '', link: '' },
  { key: 'contact', enabled: true, showPhone: true, showWechat: true, showHours: true },
] as HomeSection[];

describe('a home-page section form', () => {
  it.each(SECTIONS.map((s) => [s.key, s] as const))(
    "names every field of the %s section by the section's name first",
    (_, section) => {
      const { container } = render(<SectionForm section={section} sectionName="新闻" onChange={() => undefined} />);
      const fields = Array.from(container.querySelectorAll('input:not([type=hidden]), textarea, [role=switch]'));
      expect(fields.length).toBeGreaterThan(0);
      for (const el of fields) {
        const name =
          el.getAttribute('aria-label') ??
          (el.id ? container.querySelector(`label[for="${el.id}"]`)?.textContent : null) ??
          '';
        expect(name, el.outerHTML.slice(0, 80)).toMatch(/^新闻 \S/);
      }
      // Two sections' "标题（中文）" differ by name now; testing-library finds each field by it too.
      expect(screen.getAllByLabelText(/^新闻 /).length).toBe(fields.length);
    },
  );
});
