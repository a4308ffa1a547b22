import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import strings from '../../locales/pages/profile.en.json';
import { ApiError } from '../../api/http';
import TotpEnrol from './totp-enrol';
import { withStrings } from '../../test-fixtures';

const api = vi.hoisted(() => ({ enableTotp: vi.fn() }));
vi.mock('../../api/totp', () => api);
vi.mock('../../lib/feedback', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));

/** Markup that would run if it were put into the page as HTML. */
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>window.ran=1</script><rect/></svg>';
const SETUP = { secret: 'JBSWY3DPEHPK3PXPAB', otpauthUri: 'otpauth://totp/x', qrSvg: SVG };
const CODES = Array.from({ length: 10 }, (_, i) => `ABCD${i + 2}-EFGH${i + 2}`);

withStrings({ en: strings });

function mount() {
  const onEnrolled = vi.fn();
  const onDone = vi.fn();
  render(<TotpEnrol setup={SETUP} gscode="001" account="zhang" onEnrolled={onEnrolled} onDone={onDone} />);
  return { onEnrolled, onDone };
}

const codeField = () => screen.getByTestId('totp-enrol-code');
const confirm = () => fireEvent.click(screen.getByTestId('totp-enrol-confirm'));

describe('enrolling in two-factor sign-in', () => {
  it("shows the server's QR code as an image, never as markup, and the key in fours", () => {
    mount();
    const qr = screen.getByTestId('totp-qr');
    expect(qr.tagName).toBe('IMG');
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;utf8,${encodeURIComponent(SVG)}`);
    expect(qr.getAttribute('alt')).toBe('QR code that adds zhang to an authenticator app');
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP AB');
  });

  it('takes the code as the app shows it, for a phone: numeric keys, one-time-code, spaces dropped', async () => {
    api.enableTotp.mockResolvedValue({ recoveryCodes: CODES });
    const { onEnrolled } = mount();
    expect(codeField().getAttribute('inputmode')).toBe('numeric');
    expect(codeField().getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(codeField(), { target: { value: '123 4567' } });
    expect((codeField() as HTMLInputElement).value).toBe('123456');
    confirm();
    await waitFor(() => expect(api.enableTotp).toHaveBeenCalledWith('123456'));
    await waitFor(() => expect(screen.getAllByTestId('totp-recovery-code')).toHaveLength(10));
    expect(onEnrolled).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('totp-recovery-warning').textContent).toContain('they are not shown again');
  });

  it('sends nothing for five digits, and shows a refused code above the field, which keeps it', async () => {
    api.enableTotp.mockRejectedValue(new ApiError('Wrong or used code: enter the 6 digits the app shows now', 200, 8));
    const { onEnrolled } = mount();
    fireEvent.change(codeField(), { target: { value: '12345' } });
    confirm();
    await screen.findByText('An authenticator code is six digits');
    expect(api.enableTotp).not.toHaveBeenCalled();

    fireEvent.change(codeField(), { target: { value: '654321' } });
    confirm();
    expect((await screen.findByTestId('totp-enrol-refused')).textContent).toContain('Wrong or used code');
    expect((codeField() as HTMLInputElement).value).toBe('654321');
    expect(screen.getByTestId('totp-qr')).toBeTruthy();
    expect(onEnrolled).not.toHaveBeenCalled();
  });

  it('leaves the recovery codes only by "done"', async () => {
    api.enableTotp.mockResolvedValue({ recoveryCodes: CODES });
    const { onDone } = mount();
    fireEvent.change(codeField(), { target: { value: '123456' } });
    confirm();
    fireEvent.click(await screen.findByTestId('totp-recovery-done'));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
