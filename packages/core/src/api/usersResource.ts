import type { ActionResult } from '../contract/auth';
import type {
  AuditLogEntry,
  CurrentUserResponse,
  SyncUserRequest,
  SyncUserResponse,
  User,
} from '../contract/users';
import { type Page, unwrapCollection } from './hydra';
import type { ApiTransport } from './transport';

/** The users calls of spec 03 §7 (current user, staff search, sync, password change, audit log). */
export function usersResource(transport: ApiTransport) {
  const body = <T>(data: unknown): T => transport.body(data as T);
  const id = (userId: string) => encodeURIComponent(userId);
  return {
    /** GET /users/me: the signed-in user with the auth context and the quick-access marker. */
    async currentUser(): Promise<CurrentUserResponse> {
      return body<CurrentUserResponse>(await transport.request<CurrentUserResponse>('/users/me'));
    },
    /** GET /users?search= (staff). */
    async searchUsers(search: string): Promise<Page<User>> {
      return unwrapCollection<User>(await transport.request<unknown>('/users', { query: { search } }));
    },
    /** GET /users/{id} (self or staff). */
    async user(userId: string): Promise<User> {
      return body<User>(await transport.request<User>(`/users/${id(userId)}`));
    },
    /** POST /sync_user_actions: import, sync and the active / suspended / whitelisted flags (null: unchanged). */
    async syncUser(request: SyncUserRequest): Promise<SyncUserResponse> {
      return body<SyncUserResponse>(
        await transport.request<SyncUserResponse>('/sync_user_actions', {
          method: 'POST',
          body: { ...request },
        }),
      );
    },
    /** POST /users/{id}/change_password_actions (staff, CSR password-change flag). */
    async changeUserPassword(userId: string, password: string): Promise<ActionResult> {
      return body<ActionResult>(
        await transport.request<ActionResult>(`/users/${id(userId)}/change_password_actions`, {
          method: 'POST',
          body: { password },
        }),
      );
    },
    /** GET /users/{id}/audit_log (super admin "View Log"). */
    async auditLog(userId: string): Promise<Page<AuditLogEntry>> {
      return unwrapCollection<AuditLogEntry>(
        await transport.request<unknown>(`/users/${id(userId)}/audit_log`),
      );
    },
  };
}
