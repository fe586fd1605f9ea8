import { activityStatusStyle } from '../activity';
import { StatusTag } from './StatusTag';

/** A test request's status badge, worded and coloured as the dashboard's activity badges, wherever a request shows. */
export function RequestStatusTag({ status }: { status: string }) {
  const style = activityStatusStyle(status);
  return <StatusTag tone={style.color}>{style.label}</StatusTag>;
}
