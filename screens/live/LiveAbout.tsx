import { useAction } from '../../actions/use-action.tsx';
import type { LiveRoom } from '../../schemas/live-room.ts';
import { RichText } from '../../ui/RichText.tsx';
import type { SafeHtml } from '../../ui/safe-html.ts';

/**
 * What the live pages say about a live below its title: the projects it presents (a tap opens the
 * project, openProject) and the introduction; each only when there is one.
 */
export function LiveAbout({
  projects,
  introduce,
}: {
  projects: LiveRoom['projectList'];
  introduce: SafeHtml;
}) {
  const dispatch = useAction();
  const shown = (projects ?? []).filter((project) => project.projectId);
  return (
    <>
      {shown.length > 0 && (
        <section className="bc-live-room__section" aria-labelledby="bc-live-room-projects">
          <h2 className="bc-live-room__heading" id="bc-live-room-projects">
            路演项目
          </h2>
          <ul className="bc-live-room__projects">
            {shown.map((project) => (
              <li key={project.projectId}>
                <button
                  type="button"
                  className="bc-live-room__project"
                  onClick={() =>
                    void dispatch({
                      kind: 'openProject',
                      projectId: project.projectId ?? '',
                      ...(project.projectName ? { projectName: project.projectName } : {}),
                    })
                  }
                >
                  {project.projectName || '查看项目'}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {introduce && (
        <section className="bc-live-room__section" aria-labelledby="bc-live-room-introduce">
          <h2 className="bc-live-room__heading" id="bc-live-room-introduce">
            直播介绍
          </h2>
          <RichText html={introduce} className="bc-live-room__introduce" />
        </section>
      )}
    </>
  );
}
