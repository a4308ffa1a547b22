import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import strings from '../locales/pages/noticePanel.en.json';
import { useUserStore } from '../stores/user';
import { jobRow, TEST_USER, withStrings } from '../test-fixtures';
import { JobsTab } from './jobs-tab';

const api = vi.hoisted(() => ({
  listJobs: vi.fn(),
  cancelJob: vi.fn(async () => ({})),
  startJob: vi.fn(async () => 99),
  downloadJobFile: vi.fn(async () => ({ blob: new Blob(['x']), fileName: 'clients-errors.xlsx' })),
  jobKeys: {
    all: (g: string, u: number) => ['jobs', g, u],
    list: (g: string, u: number) => ['jobs', g, u, 'list'],
  },
}));
vi.mock('../api/jobs', () => api);
const saved = vi.hoisted(() => vi.fn());
vi.mock('../api/read-export', async (original) => ({
  ...(await original<typeof import('../api/read-export')>()),
  saveFile: saved,
}));

withStrings({ en: strings });

function mount(rows: ReturnType<typeof jobRow>[]) {
  api.listJobs.mockResolvedValue(rows);
  useUserStore.setState({ info: TEST_USER });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <JobsTab />
    </QueryClientProvider>,
  );
}

const item = async (kind: string) =>
  (await screen.findAllByTestId('job-item')).find((e) => e.getAttribute('data-kind') === kind)!;

describe("the bell's Jobs tab", () => {
  it('says there is none yet', async () => {
    mount([]);
    expect((await screen.findByTestId('jobs-empty')).textContent).toContain('No jobs');
  });

  it('lists each job with its title, state, progress or outcome, and only the actions its state allows', async () => {
    mount([
      jobRow({ id: 3, kind: 'orderExport', state: 'running', done: 250, total: 1000 }),
      jobRow({
        id: 2,
        kind: 'clientImport',
        state: 'done',
        mode: 'valid',
        rows: 5,
        added: 2,
        updated: 0,
        refused: 3,
        errorFileName: 'clients-errors.xlsx',
      }),
      jobRow({ id: 1, kind: 'paymentExport', state: 'failed', message: 'The database went away' }),
    ]);
    const running = await item('orderExport');
    expect(running.textContent).toContain('Order export');
    expect(within(running).getByTestId('job-state').textContent).toBe('Running');
    expect(within(running).getByTestId('job-progress').textContent).toContain('250 / 1,000');
    expect(within(running).getByTestId('job-cancel')).toBeTruthy();
    expect(within(running).queryByTestId('job-download')).toBeNull();

    const imported = await item('clientImport');
    expect(within(imported).getByTestId('job-state').textContent).toBe('Done');
    expect(imported.textContent).toContain('added 2, updated 0, refused 3');
    expect(within(imported).queryByTestId('job-download')).toBeNull();
    expect(within(imported).queryByTestId('job-progress')).toBeNull();

    const failed = await item('paymentExport');
    expect(within(failed).getByTestId('job-message').textContent).toBe('The database went away');
    expect(within(failed).getByTestId('job-retry')).toBeTruthy();
    expect(within(failed).queryByTestId('job-cancel')).toBeNull();
  });

  it("downloads a done import's error sheet under its name", async () => {
    const row = jobRow({ id: 2, kind: 'clientImport', state: 'done', errorFileName: 'clients-errors.xlsx' });
    mount([row]);
    fireEvent.click(within(await item('clientImport')).getByTestId('job-errors'));
    await waitFor(() => expect(saved).toHaveBeenCalledWith(expect.any(Blob), 'clients-errors.xlsx'));
    expect(api.downloadJobFile).toHaveBeenCalledWith(row, 'errors');
  });

  it('cancels a running job only once the user confirms', async () => {
    mount([jobRow({ id: 3, state: 'running' })]);
    fireEvent.click(within(await item('orderExport')).getByTestId('job-cancel'));
    expect(api.cancelJob).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel job' }));
    await waitFor(() => expect(api.cancelJob).toHaveBeenCalledWith(3));
  });

  it('retries a failed job as a new job with the same kind and params', async () => {
    mount([jobRow({ id: 1, kind: 'paymentExport', state: 'failed', params: { paid: '1', sort: 'time' } })]);
    fireEvent.click(within(await item('paymentExport')).getByTestId('job-retry'));
    await waitFor(() => expect(api.startJob).toHaveBeenCalledWith('paymentExport', { paid: '1', sort: 'time' }));
  });
});
