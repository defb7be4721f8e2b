import { pageHref } from '../../actions/targets.ts';
import type { InvitationProject } from '../../schemas/invitation.ts';
import { MeetingRow } from './MeetingRow.tsx';

/** The projects and the query as opened (carried to each project's page). */
export interface InvitationProjectsProps {
  projects: readonly InvitationProject[];
  search: string;
}

/**
 * The projects the invitation brings to the meeting, each opening its project page.
 * Its own chunk (LazyInvitationProjects.tsx), which only pages opened from an invitation load.
 */
export default function InvitationProjects({ projects, search }: InvitationProjectsProps) {
  return (
    <section className="bc-meeting__panel" aria-labelledby="bc-meeting-invitation-projects">
      <h2 className="bc-meeting__heading" id="bc-meeting-invitation-projects">
        会上路演项目
      </h2>
      <ul className="bc-invitation__projects" aria-labelledby="bc-meeting-invitation-projects">
        {projects.map((project) => (
          <li className="bc-meeting-rows__item" key={project.projectId}>
            <MeetingRow
              name={project.projectName?.trim() || '项目'}
              cover={project.coverImg}
              href={pageHref('.', 'unicorn-detail', { projectId: project.projectId }, search, [
                'mid',
                'RegistereSource',
                'invitationId',
              ])}
              facts={[project.projectDesc?.trim() ?? '']}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
