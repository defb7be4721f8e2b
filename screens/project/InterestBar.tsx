import { useInterest } from './use-interest.ts';

/**
 * The bar at the foot of unicorn-detail: 我有意向 (login first, then stored), or 已提交意向 once
 * the visitor has said so. Its personal state fills in after hydration; the server renders the
 * anonymous bar.
 */
export function InterestBar({ projectId }: { projectId: string }) {
  const { status, declare } = useInterest(projectId);
  const done = status === 'yes';
  return (
    <div className="bc-interest">
      <p className="bc-interest__hint">对项目感兴趣？留下意向，顾问一对一为您解答</p>
      <button
        type="button"
        className={done ? 'bc-interest__button bc-interest__button--done' : 'bc-interest__button'}
        disabled={done || status === 'sending'}
        onClick={() => void declare()}
      >
        {done ? '已提交意向' : status === 'sending' ? '提交中…' : '我有意向'}
      </button>
    </div>
  );
}
