import { RESULT_MESSAGES } from '@lab/shared';
import { mockApi, type MockApi } from '@lab/shared/testing';
import { saveResultReport } from './report/result-report';
import { sampleResultDetail } from './result-fixtures';
import { downloadResultPdf } from './result-pdf-download';

jest.mock('./report/result-report', () => ({ saveResultReport: jest.fn() }));

let api: MockApi;
afterEach(() => {
  api?.restore();
  jest.mocked(saveResultReport).mockReset();
});

describe('downloadResultPdf', () => {
  it('reads the result and saves its report', async () => {
    const detail = sampleResultDetail();
    api = mockApi({ 'GET /results/123/report': [200, detail] });
    await downloadResultPdf(123);
    expect(saveResultReport).toHaveBeenCalledWith(detail);
  });

  it.each([
    [404, { error: 'Test result not found' }, RESULT_MESSAGES.pdfNotFound],
    [403, { error: 'Forbidden' }, RESULT_MESSAGES.pdfForbidden],
    [500, { error: 'Database unavailable' }, 'Database unavailable'],
    [500, {}, RESULT_MESSAGES.pdfFailed],
  ])('answers %s with its text', async (status, body, text) => {
    api = mockApi({ 'GET /results/123/report': [status, body] });
    await expect(downloadResultPdf(123)).rejects.toThrow(text);
    expect(saveResultReport).not.toHaveBeenCalled();
  });

  it('fails with the default text when the report cannot be made', async () => {
    api = mockApi({ 'GET /results/123/report': [200, sampleResultDetail()] });
    jest.mocked(saveResultReport).mockImplementation(() => {
      throw new Error('jspdf broke');
    });
    await expect(downloadResultPdf(123)).rejects.toThrow(RESULT_MESSAGES.pdfFailed);
  });
});
