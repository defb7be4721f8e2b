import { PosterView } from './PosterView.tsx';
import { usePoster } from './use-poster.ts';

/**
 * A signed-up project's poster, to share (spec §7 poster for random,
 * `activeProjectSignUp/getProjectPosterForRandom/{signUpId}`): 生成海报 asks one, 换一张 another, 重试
 * again after a failure.
 */
export function ProjectPoster({
  signUpId,
  projectName,
}: {
  signUpId: string;
  projectName: string;
}) {
  const { poster, ask } = usePoster(signUpId);
  return <PosterView poster={poster} projectName={projectName} onAsk={ask} />;
}
