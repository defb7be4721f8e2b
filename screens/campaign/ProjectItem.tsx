import type { ReactNode } from 'react';
import { picture } from '../../ui/Picture.tsx';

/** A project's button: what it says, whether it can be tapped, and what a tap does. */
export interface ProjectAction {
  label: string;
  active: boolean;
  onTap: () => void;
}

/**
 * One project of a campaign's list (a vote's candidate, a project open for sign-up): its picture,
 * name, one line about it and its count, its button beside, and anything under it below.
 */
export function ProjectItem({
  project,
  count,
  action,
  below,
}: {
  project: {
    projectName?: string | undefined;
    logo?: string | undefined;
    intro?: string | undefined;
  };
  count: ReactNode;
  action: ProjectAction;
  below?: ReactNode;
}) {
  return (
    <li className="bc-vote__item">
      {picture({ className: 'bc-vote__logo', src: project.logo ?? '', alt: '', ratio: 1 })}
      <div className="bc-vote__about">
        <h2 className="bc-vote__name">{project.projectName}</h2>
        {project.intro ? <p className="bc-vote__intro">{project.intro}</p> : null}
        <p className="bc-vote__count">{count}</p>
      </div>
      <button
        type="button"
        className="bc-vote__button"
        disabled={!action.active}
        onClick={action.onTap}
      >
        {action.label}
      </button>
      {below}
    </li>
  );
}
