import type { SessionUser } from '@lab/shared';
import { apiClient } from '@lab/shared/client';

export interface ContactAnswer {
  success: boolean;
  message?: string;
  error?: string;
}

/** POST /contact/send-email (spec 3 section 7); the identity fields come from the session user. */
export async function sendContactMessage(user: SessionUser, subject: string, message: string): Promise<ContactAnswer> {
  const { data } = await apiClient.post<ContactAnswer>('/contact/send-email', {
    from_email: user.email,
    subject,
    message,
    user_name: `${user.first_name} ${user.last_name}`,
    user_role: user.role,
    institution_id: user.institution_id,
  });
  return data;
}
