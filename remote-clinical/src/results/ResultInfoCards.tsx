import { canAccess, formatDate, formatDateTime, formatRequestId, RESULT_SAFETY_TEXTS as T, versionAuthor, type SessionUser, type TestResultDetail } from '@lab/shared';
import { Card, Descriptions } from 'antd';
import { Link } from 'react-router-dom';
import { dash, person, requestPatientName } from '../common/people';

/** Who the result is for and what was tested. */
export function PatientAndTestCard({ result, user }: { result: TestResultDetail; user: SessionUser }) {
  const request = result.test_request;
  const requestId = formatRequestId(result.test_request_id);
  return (
    <Card title="Patient and Test Information">
      <Descriptions
        column={{ xs: 1, sm: 2 }}
        size="small"
        items={[
          { key: 'patient', label: 'Patient', children: requestPatientName(result) },
          { key: 'mrn', label: 'MRN', children: dash(result.medical_record_number) },
          { key: 'dob', label: 'Date of Birth', children: formatDate(result.date_of_birth) },
          { key: 'gender', label: 'Gender', children: dash(result.gender) },
          { key: 'institution', label: 'Institution', children: result.institution_name },
          { key: 'test', label: 'Test', children: result.test_name },
          { key: 'request', label: 'Test Request', children: canAccess(user, 'tests') ? <Link to={`/tests/${result.test_request_id}`}>{requestId}</Link> : requestId },
          { key: 'requested', label: 'Requested', children: formatDateTime(request.requested_at) },
          { key: 'sample', label: 'Sample Type', children: dash(request.sample_type) },
          { key: 'barcode', label: 'Barcode', children: dash(result.barcode_number ?? request.barcode_number) },
          { key: 'lab', label: 'Laboratory', children: dash(request.lab_name) },
        ]}
      />
    </Card>
  );
}

/** Who entered, reviewed and released the result, and when, and the comment that confirmed a release past a failed delta check. */
export function StaffCard({ result }: { result: TestResultDetail }) {
  return (
    <Card title="Staff Information">
      <Descriptions
        column={1}
        size="small"
        items={[
          // no person entered an analyzer's result: its first version says where it came from
          { key: 'entered-by', label: 'Entered By', children: result.entered_by_name ? person(result.entered_by_name, result.entered_by_lastname) : versionAuthor({ author_name: null, author_lastname: null, source: result.versions.at(-1)?.source }) },
          { key: 'entered-at', label: 'Entered At', children: formatDateTime(result.entered_at) },
          { key: 'reviewed-by', label: 'Reviewed By', children: result.reviewed_at ? person(result.reviewed_by_name, result.reviewed_by_lastname) : 'Not reviewed yet' },
          { key: 'reviewed-at', label: 'Reviewed At', children: formatDateTime(result.reviewed_at) },
          { key: 'released-by', label: T.releasedBy, children: result.released_at ? person(result.released_by_name, result.released_by_lastname) : T.notReleased },
          { key: 'released-at', label: T.releasedAt, children: formatDateTime(result.released_at) },
          ...(result.release_comment ? [{ key: 'release-comment', label: T.releaseComment, children: result.release_comment }] : []),
        ]}
      />
    </Card>
  );
}
