/**
 * spec 03 §4 "Account status": an inactive account sees the inactive notice; a suspended account that
 * is not whitelisted sees the suspended notice. Inactive wins: it must be resolved first.
 */
export type AccountNotice = 'inactive' | 'suspended';

export interface AccountStatus {
  active: boolean;
  suspended: boolean;
  whitelisted: boolean;
}

export function accountNotice(status: AccountStatus | null): AccountNotice | null {
  if (!status) return null;
  if (!status.active) return 'inactive';
  if (status.suspended && !status.whitelisted) return 'suspended';
  return null;
}
