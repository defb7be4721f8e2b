import type { Intent } from '../../actions/intent.ts';

/** What a traced tap was, in Chinese: the intent a renderer sent. */
export function describeIntent(intent: Intent): string {
  switch (intent.kind) {
    case 'imageTap':
      return `点击图片（模块 ${intent.moduleId}）`;
    case 'navigate':
      return intent.banner ? `点击横幅「${intent.banner.title ?? intent.banner.id}」` : '点击跳转';
    case 'openProject':
      return `点击项目「${intent.projectName ?? intent.projectId}」`;
    case 'openArticle':
      return `点击文章 ${intent.articleId}`;
    case 'openTopic':
      return `点击专题 ${intent.topicId}`;
    case 'openBusiness':
      return `点击商机（项目 ${intent.projectId}）`;
    case 'liveTap':
      return `点击直播间 ${intent.roomLiveId}`;
    case 'goodsTap':
      return `点击商品「${intent.product.productName ?? intent.product.productId ?? ''}」`;
    case 'openActivityPage':
      return `打开活动页 ${intent.pageId}`;
    case 'openLink':
      return '点击链接';
    case 'openApp':
      return '点击打开 App';
    case 'pay':
      return '前往支付';
    case 'openLocation':
      return `查看地图「${intent.location.name ?? intent.location.address ?? ''}」`;
    case 'back':
      return '点击返回';
    case 'share':
      return '点击分享';
    case 'prepareShare':
      return '页面加载后设置分享';
    case 'track':
      return `埋点 ${intent.event}`;
    default:
      return intent satisfies never;
  }
}
