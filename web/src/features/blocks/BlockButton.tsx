import { useLingui } from '@lingui/react';
import { Ban, CircleCheck } from 'lucide-react';
import { useMe } from '@web/lib/session';
import { Button } from '@web/ui/Button';
import { menuItemClass } from '@web/ui/Menu';
import { useBlockState, useToggleBlock } from './api';

/**
 * Block or unblock another member: while blocked, neither can message the other or make an
 * offer (the server refuses both ways). Nothing for a guest or on one's own page. `menuItem`
 * renders it as an entry of a Menu (the conversation header's), else as a full-width button.
 */
export function BlockButton({
  userId,
  userName,
  look = 'button',
}: {
  userId: string;
  userName: string;
  look?: 'button' | 'menuItem';
}) {
  const { _ } = useLingui();
  const { user } = useMe();
  const mine = Boolean(user && user._id !== userId);
  const state = useBlockState(userId, mine);
  const toggle = useToggleBlock(userId, userName);
  if (!mine || !state.data) return null;
  const blocked = state.data.blocked;
  const run = () => toggle.mutate(!blocked);
  const Icon = blocked ? CircleCheck : Ban;
  const label = blocked ? _('blocks.unblockName', { name: userName }) : _('blocks.blockName', { name: userName });
  if (look === 'menuItem') {
    return (
      <button type="button" className={menuItemClass} onClick={run} disabled={toggle.isPending}>
        <Icon className="size-4 shrink-0" aria-hidden /> <span className="max-w-56 truncate">{label}</span>
      </button>
    );
  }
  // The name is in the accessible name only: a long one would widen the profile card.
  return (
    <Button variant="secondary" onClick={run} loading={toggle.isPending} aria-label={label} className="w-full">
      <Icon className="size-4 shrink-0" aria-hidden /> {blocked ? _('blocks.unblock') : _('blocks.block')}
    </Button>
  );
}
