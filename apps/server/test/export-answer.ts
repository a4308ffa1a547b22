import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { EXPORT_CONTENT_TYPE, ExportFrameDecoder, type DecodedFrame } from '@bo/contract';

/**
 * Export calls answer with frames around an .xlsx (contract list.ts), not JSON. The quality
 * walks read such an answer through here: as text they can search (every cell of the sheet,
 * the frames' JSON), and with what is wrong with it.
 */
export const isExportAnswer = (res: Pick<LightMyRequestResponse, 'headers' | 'statusCode'>) =>
  res.statusCode === 200 && String(res.headers['content-type'] ?? '') === EXPORT_CONTENT_TYPE;

export interface ExportReading {
  frames: DecodedFrame[];
  /** Every cell, row by row (tab between cells), then the progress/end/error frames; the file name left out (it holds the minute). */
  text: string;
  problems: string[];
}

export async function readExportAnswer(res: Pick<LightMyRequestResponse, 'rawPayload'>): Promise<ExportReading> {
  const problems: string[] = [];
  const decoder = new ExportFrameDecoder();
  let frames: DecodedFrame[] = [];
  try {
    frames = decoder.push(res.rawPayload);
    if (decoder.buffered) problems.push(`export: ${decoder.buffered} bytes of a cut frame at the end`);
  } catch (err) {
    problems.push(`export: not frames (${(err as Error).message})`);
  }
  const last = frames.at(-1);
  if (!last || (last.kind !== 'end' && last.kind !== 'error'))
    problems.push('export: does not end with an end or error frame');
  const notes = frames.flatMap((f) => {
    if (f.kind === 'data') return [];
    // An export's end names its rows; another call's end (a WeChat reload's result) is its JSON.
    if (f.kind === 'end')
      return 'fileName' in f.value ? [`end ${f.value.rows} rows`] : [`end ${JSON.stringify(f.value)}`];
    return [`${f.kind} ${JSON.stringify(f.value)}`];
  });
  let cells: string[] = [];
  // An empty export's file holds only the header row: not worth opening in a walk of thousands of requests.
  // Only an export's end (it names the file) comes with a file; another call's end (a reload's, an import's) is its JSON.
  if (last?.kind === 'end' && 'fileName' in last.value && last.value.rows > 0) {
    try {
      const sheet = await sheetOfFrames(frames);
      sheet.eachRow((row) =>
        cells.push(
          (row.values as unknown[])
            .slice(1)
            .map((v) => String(v ?? ''))
            .join('\t'),
        ),
      );
      if (sheet.rowCount !== last.value.rows + 1)
        problems.push(`export: ${sheet.rowCount} sheet rows for ${last.value.rows} exported`);
    } catch (err) {
      cells = [];
      problems.push(`export: the file does not open (${(err as Error).message})`);
    }
  }
  return { frames, text: [...cells, ...notes].join('\n'), problems };
}

/** The answer with an export's body replaced by its readable text; any other answer as it is. */
export async function readableAnswer<R extends LightMyRequestResponse>(res: R): Promise<R> {
  if (!isExportAnswer(res)) return res;
  const { text, problems } = await readExportAnswer(res);
  const body = [text, ...problems].join('\n');
  return Object.assign(Object.create(res) as R, { body, payload: body });
}

/** An export's body for the export tests: its frames and the sheet of the file inside them. */
export async function readExportFile(body: Buffer): Promise<{ frames: DecodedFrame[]; sheet: ExcelJS.Worksheet }> {
  const frames = new ExportFrameDecoder().push(body);
  return { frames, sheet: await sheetOfFrames(frames) };
}

/** The first sheet of the .xlsx file carried by an export's data frames. */
export async function sheetOfFrames(frames: DecodedFrame[]): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(
    Buffer.concat(frames.flatMap((f) => (f.kind === 'data' ? [f.bytes] : []))) as unknown as ArrayBuffer,
  );
  return book.worksheets[0];
}

/** The cells of one sheet row (1 = the header), without ExcelJS's empty first slot. */
export const sheetValues = (sheet: ExcelJS.Worksheet, row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
