import { useCallback } from 'react';
import { useApi } from '../../api/use-api.tsx';
import type { ScreenProps } from '../shared/screen.ts';
import { CampaignHead } from './CampaignHead.tsx';
import { CampaignRules } from './CampaignRules.tsx';
import { windowOf } from './campaign-phase.ts';
import { CountdownText } from './CountdownText.tsx';
import { askProjects, type SignUpPage } from './load-sign-up.ts';
import { LikeButton } from './LikeButton.tsx';
import { ProjectItem } from './ProjectItem.tsx';
import { ProjectPoster } from './ProjectPoster.tsx';
import { signUpButtonOf } from './sign-up-button.ts';
import { useFresh } from './use-fresh.ts';
import { useLikes } from './use-likes.ts';
import { usePhase } from './use-phase.ts';
import { useProjectSignUp } from './use-project-sign-up.ts';
import { useSignedIn } from './use-signed-in.ts';
import './campaign.css';

/**
 * The project sign-up (项目报名): the activity's projects, each with its sign-up button in each
 * state (docs/campaign-mechanics.md), its like, and once signed up its poster to share; the
 * countdown to the start on the server's clock, and the rules. After hydration the projects are asked again (fresh; the answer's `Date` header sets the
 * clock), and again once logged in: that answer says which the visitor signed up (已报名) and liked (已赞).
 */
export function SignUpScreen({ value }: ScreenProps<SignUpPage>) {
  const api = useApi();
  const { component } = value;
  const signedIn = useSignedIn();
  const ask = useCallback(
    (signal: AbortSignal) => askProjects(api, component.activeId, signal),
    // A login changes the answer (the visitor's sign-ups): asked again then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, component.activeId, signedIn],
  );
  const fresh = useFresh(value.projects, ask);
  const { phase, left } = usePhase(windowOf(component), fresh.settled);
  const { attempts, signUp } = useProjectSignUp(component.activeId);
  const { liked, like } = useLikes(component.activeId);

  return (
    <main className="bc-campaign bc-campaign--sign-up">
      <CampaignHead component={component} />
      <section className="bc-campaign__stage" aria-label="项目报名">
        {phase === 'notStarted' && left !== null ? (
          <CountdownText label="距开始 " left={left} />
        ) : null}
        <ol className="bc-vote">
          {fresh.value.map((project) => {
            const { projectId } = project;
            const attempt = attempts[projectId];
            const signedUp = signedIn && project.signedUp === 1;
            // The poster asks for the sign-up's id: this page's, or the list's.
            const signUpId =
              attempt?.kind === 'done' ? attempt.signUpId : signedUp ? project.signUpId : undefined;
            const button = signUpButtonOf(phase, signedUp, attempt);
            const likedNow = liked[projectId];
            return (
              <ProjectItem
                key={projectId}
                project={project}
                action={{ ...button, onTap: () => signUp(projectId) }}
                count={
                  <LikeButton
                    likes={likedNow ?? project.likes ?? 0}
                    liked={likedNow !== undefined || (signedIn && project.liked === 1)}
                    onTap={() => like(projectId)}
                  />
                }
                below={
                  attempt?.kind === 'failed' ? (
                    <p className="bc-project__failed" role="alert">
                      报名失败：{attempt.message}
                    </p>
                  ) : signUpId !== undefined ? (
                    <ProjectPoster signUpId={signUpId} projectName={project.projectName ?? ''} />
                  ) : null
                }
              />
            );
          })}
        </ol>
      </section>
      <CampaignRules rules={component.rules} />
    </main>
  );
}
