// The stylesheets of every module kind and of the parts they render on the server, imported by the
// client entry so they ship in (and the page server inlines) the page's one stylesheet. The
// renderers' JavaScript is split per kind, their styles are not: a hydrating page must never wait
// for a chunk's stylesheet (Vite's chunk loader fetches it before the chunk resolves), and all of
// them together are about 7 kB gzip. `npm run size` fails when a renderer chunk carries a stylesheet.
import '../ui/CardAction.css';
import '../ui/Picture.css';
import '../ui/Popup.css';
import '../ui/Dialog.css';
import '../forms/consent/AgreementCheck.css';
import '../forms/consent/ConsentPopup.css';
import '../forms/consent/LegalText.css';
import '../forms/fields/fields.css';
import '../forms/fields/pickers.css';
import '../forms/send-code/SendCodeButton.css';
import './module-frame.css';
import './article/ArticleList.css';
import './article-topic/ArticleTopic.css';
import './audio/Audio.css';
import './business/BusinessList.css';
import './goods/Goods.css';
import './image-group/ImageGroup.css';
import './live/Live.css';
import './project/ProjectCard.css';
import './project/ProjectList.css';
import './sign-up-form/SignUpForm.css';
import './video/Video.css';
