import { formatRequestId, labStepsFor, TEST_REQUEST_MESSAGES, type SessionUser, type TestRequestDetail } from '@lab/shared';
import { confirmAction } from '@lab/shared/react';
import { Button } from 'antd';
import { changeRequestStatus } from './requests-api';

interface Props {
  user: SessionUser | null;
  request: TestRequestDetail;
  /** The request as the move answered it. */
  onMoved(request: TestRequestDetail): void;
  setError(message: string | null): void;
}

/** The lab's next steps for a request (approve, kit sent, sample received, completed), each confirmed. */
export function LabStepActions({ user, request, onMoved, setError }: Props) {
  return (
    <>
      {labStepsFor(user, request).map((step) => (
        <Button
          key={step.to}
          onClick={() => {
            let moved: TestRequestDetail | null = null;
            confirmAction({
              title: `${step.label}?`,
              content: `${formatRequestId(request.id)}: ${step.confirm}`,
              okText: step.label,
              danger: false,
              action: async () => {
                moved = await changeRequestStatus(request.id, step.to);
              },
              done: () => moved && onMoved(moved),
              setError,
              failure: TEST_REQUEST_MESSAGES.updateStatusFailed,
            });
          }}
        >
          {step.label}
        </Button>
      ))}
    </>
  );
}
