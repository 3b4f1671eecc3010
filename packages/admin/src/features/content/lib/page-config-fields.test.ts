import { describe, expect, it } from 'vitest';
import { pageConfigFromFields, pageConfigToFields } from './page-config-fields';

describe('page config fields', () => {
  it('makes a config of the filled fields only, and none of empty ones', () => {
    expect(
      pageConfigFromFields({ titleZh: ' 首页 ', titleEn: 'Home', noticeZh: '', noticeEn: '  ' }),
    ).toEqual({
      title: { zh: '首页', en: 'Home' },
    });
    expect(pageConfigFromFields({ noticeEn: 'Maintenance tonight' })).toEqual({
      notice: { en: 'Maintenance tonight' },
    });
    expect(pageConfigFromFields({ titleZh: ' ', noticeEn: '' })).toBeNull();
  });

  it('reads a config back into fields, plain text being every language’s', () => {
    expect(pageConfigToFields({ title: 'Store', notice: { zh: '限时' } })).toEqual({
      titleZh: 'Store',
      titleEn: 'Store',
      noticeZh: '限时',
      noticeEn: '',
    });
    expect(pageConfigToFields(null)).toEqual({ titleZh: '', titleEn: '', noticeZh: '', noticeEn: '' });
  });
});
