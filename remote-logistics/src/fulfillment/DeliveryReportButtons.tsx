import { DownloadOutlined, FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import { FULFILLMENT_MESSAGES, type FulfillmentDetail } from '@lab/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { downloadDeliveryReport, downloadDeliveryReportPdf, printDeliveryReport } from './delivery-report-output';

type Output = (request: FulfillmentDetail) => void | Promise<void>;

/** Print, download and PDF of the delivery report; a failure's text goes to `setError`. */
export function DeliveryReportButtons({ request, setError }: { request: FulfillmentDetail; setError(text: string | null): void }) {
  // the PDF's builder loads on the first click: the button says it is working meanwhile
  const [makingPdf, setMakingPdf] = useState(false);
  async function run(output: Output, failure: string) {
    setError(null);
    try {
      await output(request);
    } catch (error) {
      setError(error instanceof Error && error.message ? error.message : failure);
    }
  }
  async function pdf() {
    setMakingPdf(true);
    await run(downloadDeliveryReportPdf, FULFILLMENT_MESSAGES.reportPdfFailed);
    setMakingPdf(false);
  }
  return (
    <>
      <Button icon={<PrinterOutlined />} onClick={() => run(printDeliveryReport, FULFILLMENT_MESSAGES.reportPrintFailed)}>
        Print Delivery Report
      </Button>
      <Button icon={<DownloadOutlined />} onClick={() => run(downloadDeliveryReport, FULFILLMENT_MESSAGES.reportDownloadFailed)}>
        Download Delivery Report
      </Button>
      <Button icon={<FilePdfOutlined />} loading={makingPdf} onClick={pdf}>
        Download PDF
      </Button>
    </>
  );
}
