import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { JobRow } from '@bo/contract';
import strings from '../../locales/en.json';
import { useUserStore } from '../../stores/user';
import { jobRow, TEST_USER, withStrings } from '../../test-fixtures';
import ExportDialog from './export-dialog';

const api = vi.hoisted(() => ({
  startJob: vi.fn(async () => 5),
  getJob: vi.fn(),
  cancelJob: vi.fn(async () => ({})),
  downloadJobFile: vi.fn(async () => ({ blob: new Blob(['x']), fileName: 'orders-001.xlsx' })),
  jobKeys: { one: (g: string, u: number, id: number) => ['jobs', g, u, 'one', id] },
}));
vi.mock('../../api/jobs', () => api);
const saved = vi.hoisted(() => vi.fn());
vi.mock('../../api/read-export', async (original) => ({
  ...(await original<typeof import('../../api/read-export')>()),
  saveFile: saved,
}));
const feedback = vi.hoisted(() => ({ showInfo: vi.fn(), showSuccess: vi.fn(), showError: vi.fn() }));
vi.mock('../../lib/feedback', () => feedback);

withStrings({ en: strings });

/** The dialog of an order export; the job's row as Job/Get answers it now (`row` may change it later). */
function mount(first: Partial<JobRow>) {
  let row = jobRow({ id: 5, ...first });
  api.getJob.mockImplementation(async () => row);
  useUserStore.setState({ info: TEST_USER });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <ExportDialog kind="orderExport" query={{ status: '4', sort: 'amount' }} onClose={onClose} />
    </QueryClientProvider>,
  );
  /** The job moved on: a push arrives (the push host refreshes the 'jobs' queries). */
  const push = async (next: Partial<JobRow>) => {
    row = { ...row, ...next };
    await act(() => client.invalidateQueries({ queryKey: ['jobs'] }));
  };
  return { onClose, push };
}

describe('the export dialog runs the export as a job', () => {
  it("starts the list's job with its filters, shows rows done of the total, and saves the file once done", async () => {
    const { onClose, push } = mount({ state: 'running', done: 0, total: null });
    await waitFor(() => expect(api.startJob).toHaveBeenCalledWith('orderExport', { status: '4', sort: 'amount' }));
    await push({ done: 500, total: 2000 });
    await waitFor(() =>
      expect(screen.getByTestId('export-progress').textContent).toContain('500 of 2,000 rows written'),
    );
    await push({ state: 'done', done: 2000, rows: 2000, fileName: 'orders-001.xlsx' });
    await waitFor(() => expect(saved).toHaveBeenCalledWith(expect.any(Blob), 'orders-001.xlsx'));
    expect(feedback.showSuccess).toHaveBeenCalledWith('Exported 2,000 rows to orders-001.xlsx');
    expect(onClose).toHaveBeenCalled();
    expect(api.startJob).toHaveBeenCalledTimes(1);
  });

  it('runs in the background: the dialog closes, the job is not cancelled, and the user is told where it will be', async () => {
    const { onClose } = mount({ state: 'running', done: 10, total: 100 });
    await waitFor(() => expect(api.getJob).toHaveBeenCalledWith(5));
    fireEvent.click(screen.getByTestId('export-background'));
    expect(onClose).toHaveBeenCalled();
    expect(api.cancelJob).not.toHaveBeenCalled();
    expect(feedback.showInfo).toHaveBeenCalledWith(expect.stringContaining('Jobs tab'));
  });

  it('cancels the job', async () => {
    const { onClose } = mount({ state: 'queued' });
    await waitFor(() => expect(api.getJob).toHaveBeenCalledWith(5));
    fireEvent.click(screen.getByTestId('export-cancel'));
    expect(api.cancelJob).toHaveBeenCalledWith(5);
    expect(onClose).toHaveBeenCalled();
  });

  it("shows a failed job's message from the server, and Retry starts a new job with the same params", async () => {
    mount({ state: 'failed', message: 'The export limit of the branch is reached' });
    expect((await screen.findByTestId('export-error')).textContent).toContain(
      'The export limit of the branch is reached',
    );
    api.startJob.mockResolvedValueOnce(6);
    fireEvent.click(screen.getByTestId('export-retry'));
    await waitFor(() => expect(api.startJob).toHaveBeenCalledTimes(2));
    expect(api.startJob).toHaveBeenLastCalledWith('orderExport', { status: '4', sort: 'amount' });
    await waitFor(() => expect(api.getJob).toHaveBeenCalledWith(6));
  });

  it("shows the server's refusal of the start itself", async () => {
    api.startJob.mockRejectedValueOnce(new Error('Too many jobs under way (at most 10)'));
    mount({});
    expect((await screen.findByTestId('export-error')).textContent).toContain('Too many jobs under way');
    expect(api.getJob).not.toHaveBeenCalled();
  });
});
