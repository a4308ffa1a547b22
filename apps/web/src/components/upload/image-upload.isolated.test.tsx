import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import strings from '../../locales/pages/upload.en.json';
import { useUserStore } from '../../stores/user';
import { ImageUpload } from './image-upload';
import { withStrings } from '../../test-fixtures';

vi.mock('../use-page-strings', () => ({ usePageStrings: () => true }));
const api = vi.hoisted(() => ({
  getUploadRules: vi.fn(async () => ({ maxBytes: 1024 * 1024, maxMb: 1, types: ['image/png'], maxPixels: 40_000_000 })),
  uploadImage: vi.fn(async (_file: File, opts: { onProgress?: (share: number) => void }) => {
    opts.onProgress?.(0.5);
    return {
      url: `/api/Upload/File/001/${'a'.repeat(64)}.png`,
      sha256: 'a'.repeat(64),
      mime: 'image/png',
      bytes: 20,
      width: 1,
      height: 1,
      thumb: '',
    };
  }),
}));
vi.mock('../../api/uploads', () => api);

const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

beforeEach(() => vi.stubGlobal('createImageBitmap', async () => ({ close() {} })));
withStrings({ en: strings });
afterEach(() => vi.unstubAllGlobals());

function mount(onChange = vi.fn()) {
  useUserStore.setState({ info: { gscode: '001' } as never });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ImageUpload value="" onChange={onChange} shape="square" testId="logo" />
    </QueryClientProvider>,
  );
  return onChange;
}

/** Drops files on the control's zone as a browser does. */
async function drop(files: File[]) {
  const zone = screen.getByTestId('logo');
  const dataTransfer = { files, types: ['Files'], dropEffect: 'none' };
  act(() => void fireEvent.dragEnter(zone, { dataTransfer }));
  // The zone is highlighted while a file is over it.
  expect(zone.getAttribute('data-dragging')).toBe('yes');
  await act(async () => void fireEvent.drop(zone, { dataTransfer }));
}

describe('the upload control checks a file before sending it', () => {
  it('refuses a text file named .png, saying it is not an image, and sends nothing', async () => {
    const onChange = mount();
    await drop([new File(['just some notes'], 'photo.png', { type: 'image/png' })]);
    expect(await screen.findByTestId('image-upload-problem')).toHaveProperty(
      'textContent',
      expect.stringContaining('not a PNG, JPEG, WebP or GIF image'),
    );
    expect(api.uploadImage).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('logo').getAttribute('data-dragging')).toBeNull();
  });

  it("refuses a file over the branch's limit (asked of the server), naming the limit in MB", async () => {
    const onChange = mount();
    await waitFor(() => expect(screen.getByText(/at most 1 MB/)).toBeTruthy());
    await drop([new File([PNG_HEAD, new Uint8Array(1024 * 1024)], 'big.png')]);
    expect((await screen.findByTestId('image-upload-problem')).textContent).toMatch(/this branch accepts at most 1 MB/);
    expect(api.uploadImage).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('sends a dropped image and answers its address', async () => {
    const onChange = mount();
    await drop([new File([PNG_HEAD, new Uint8Array(8)], 'logo.png')]);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(`/api/Upload/File/001/${'a'.repeat(64)}.png`));
    expect(api.uploadImage).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('image-upload-problem')).toBeNull();
  });
});
