// An audit action in the operator's words: the server writes only the actions of the shared list, each
// with words in both languages; a row from before an action was renamed keeps its bare code.
import { isAuditAction } from '@fair28/shared';
import type { Translate } from '@/i18n/labels';

/** The action's words, or null for a code the list does not hold. */
export function auditActionName(t: Translate, action: string): string | null {
  return isAuditAction(action) ? t(`auditAction.${action}`) : null;
}
