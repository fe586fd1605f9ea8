import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { FULFILLMENT_MESSAGES, type FulfillmentDetail } from '@lab/shared';
import { Button } from 'antd';
import { downloadDeliveryReport, printDeliveryReport } from './delivery-report-output';

/** Print and download of the delivery report; a failure's text goes to `setError`. */
export function DeliveryReportButtons({ request, setError }: { request: FulfillmentDetail; setError(text: string | null): void }) {
  function run(output: (request: FulfillmentDetail) => void, failure: string) {
    setError(null);
    try {
      output(request);
    } catch (error) {
      setError(error instanceof Error && error.message ? error.message : failure);
    }
  }
  return (
    <>
      <Button icon={<PrinterOutlined />} onClick={() => run(printDeliveryReport, FULFILLMENT_MESSAGES.reportPrintFailed)}>
        Print Delivery Report
      </Button>
      <Button icon={<DownloadOutlined />} onClick={() => run(downloadDeliveryReport, FULFILLMENT_MESSAGES.reportDownloadFailed)}>
        Download Delivery Report
      </Button>
    </>
  );
}
