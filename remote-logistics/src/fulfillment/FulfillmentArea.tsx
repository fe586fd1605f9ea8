import { PlaceholderRoutes } from '@lab/shared/react';

/** The Fulfillment area (/fulfillment); exposed to the host as 'logistics/fulfillment'. */
export default function FulfillmentArea() {
  return <PlaceholderRoutes title="Fulfillment" pages={['list', 'detail']} />;
}
