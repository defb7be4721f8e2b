import { useAction } from '../../actions/use-action.tsx';
import { RichText } from '../../ui/RichText.tsx';
import type { ScreenProps } from '../shared/screen.ts';
import type { BusinessPage } from './load-business.ts';
import { MoreOpportunities } from './MoreOpportunities.tsx';
import { OpportunitySummary } from './OpportunitySummary.tsx';
import '../project/unicorn-detail.css';
import './business.css';

/**
 * bussiness and business-opportunity once loaded: the opportunity, the activity it belongs to, its
 * rich text, the activity's other opportunities, and 查看项目 at the foot (openProject).
 */
export function BusinessScreen({ value }: ScreenProps<BusinessPage>) {
  const dispatch = useAction();
  const { opportunity, activity, content } = value;
  const projectId = opportunity.projectId;
  const projectName = opportunity.projectName?.trim();
  return (
    <main className={projectId ? 'bc-unicorn bc-unicorn--with-bar' : 'bc-unicorn'}>
      <OpportunitySummary opportunity={opportunity} />
      {activity?.title?.trim() && (
        <p className="bc-business__activity">
          <span className="bc-business__activity-label">来自活动</span>
          {activity.title.trim()}
        </p>
      )}
      <section className="bc-unicorn__section" aria-labelledby="bc-business-content">
        <h2 className="bc-unicorn__heading" id="bc-business-content">
          商机详情
        </h2>
        {content ? (
          <RichText html={content} className="bc-unicorn__content" />
        ) : (
          <p className="bc-comments__note">暂无详细介绍</p>
        )}
      </section>
      <MoreOpportunities activity={activity} current={projectId} />
      {projectId && (
        <div className="bc-interest">
          <p className="bc-interest__hint bc-clamp">
            {projectName ? `所属项目：${projectName}` : '了解这个商机背后的项目'}
          </p>
          <button
            type="button"
            className="bc-interest__button"
            onClick={() =>
              void dispatch({
                kind: 'openProject',
                projectId,
                ...(projectName ? { projectName } : {}),
              })
            }
          >
            查看项目
          </button>
        </div>
      )}
    </main>
  );
}
