import { CONTACT_PATHS, type SendContactEmailBody, type SendContactEmailResponse, type SessionUser } from '@lab/shared';
import { apiClient } from '@lab/shared/client';

/** POST /contact/send-email; the identity fields come from the session user. */
export async function sendContactMessage(user: SessionUser, subject: string, message: string): Promise<SendContactEmailResponse> {
  const body: SendContactEmailBody = {
    from_email: user.email,
    subject,
    message,
    user_name: `${user.first_name} ${user.last_name}`,
    user_role: user.role,
    institution_id: user.institution_id,
  };
  const { data } = await apiClient.post<SendContactEmailResponse>(CONTACT_PATHS.send, body);
  return data;
}
