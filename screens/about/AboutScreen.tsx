import { picture } from '../../ui/Picture.tsx';
import { RichText } from '../../ui/RichText.tsx';
import { StatusView } from '../../ui/StatusView.tsx';
import type { ScreenProps } from '../shared/screen.ts';
import type { AboutValue } from './load-about.ts';
import './about.css';

/** The about page (about.html): a cover, the title and the CMS's sanitized rich text; none: it says so. */
export function AboutScreen({ value }: ScreenProps<AboutValue>) {
  return (
    <article className="bc-about">
      {value.coverImg &&
        picture({
          className: 'bc-about__cover',
          src: value.coverImg,
          alt: '',
          ratio: 750 / 400,
          sizes: 'full',
          priority: true,
        })}
      <div className="bc-about__body">
        <h1 className="bc-about__title">{value.title}</h1>
        {value.content === '' ? (
          <StatusView kind="empty" title="暂无介绍" fullScreen={false} />
        ) : (
          <RichText html={value.content} className="bc-about__content" />
        )}
      </div>
    </article>
  );
}
