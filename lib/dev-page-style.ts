/**
 * The style of the local tools' pages (the page server's index, the gateway's own index and its
 * stand-ins): mobile first (375 px), holds from 320 to 430 px and grows to a column on desktop.
 */
export const DEV_PAGE_STYLE = `
*{box-sizing:border-box;margin:0;padding:0}
body{font:15px/1.5 -apple-system,BlinkMacSystemFont,"PingFang SC","Hiragino Sans GB","Microsoft YaHei",sans-serif;
  color:#1f2329;background:#f4f5f7;-webkit-text-size-adjust:100%}
.bc-shell{max-width:480px;margin:0 auto;min-height:100vh;background:#f4f5f7}
.bc-hero{padding:28px 20px 36px;color:#fff;background:linear-gradient(135deg,#e8432e,#f28c38);
  border-radius:0 0 20px 20px}
.bc-hero h1{font-size:22px;font-weight:600;letter-spacing:.5px}
.bc-hero p{margin-top:6px;font-size:13px;opacity:.9}
.bc-main{padding:0 14px 32px;margin-top:-18px}
.bc-card{background:#fff;border-radius:14px;padding:16px;margin-bottom:14px;box-shadow:0 2px 10px rgba(31,35,41,.06)}
.bc-card h2{font-size:16px;font-weight:600;margin-bottom:10px;display:flex;align-items:center;gap:8px}
.bc-count{font-size:12px;font-weight:400;color:#646a73}
.bc-warn{border-left:4px solid #f5a623}
.bc-warn h2{color:#b26a00}
.bc-list{list-style:none}
.bc-item a{display:flex;align-items:center;gap:12px;padding:12px 2px;text-decoration:none;color:inherit;
  border-top:1px solid #f0f1f3;min-height:56px}
.bc-item:first-child a{border-top:0}
.bc-item a:active{background:#fafafa}
.bc-id{flex:none;min-width:52px;padding:4px 8px;border-radius:8px;background:#fff1ed;color:#e8432e;
  font:600 13px/1.4 ui-monospace,SFMono-Regular,Menlo,monospace;text-align:center}
.bc-name{flex:1;min-width:0}
.bc-name strong{display:block;font-weight:500;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.bc-name small{display:block;color:#646a73;font-size:12px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.bc-tag{flex:none;font-size:11px;padding:1px 6px;border-radius:4px;background:#eef3ff;color:#3370ff}
.bc-tag-folder{background:#e8f8ef;color:#1a9b55}
.bc-arrow{flex:none;color:#c4c7cc;font-size:18px}
.bc-tips{list-style:none;font-size:13px;color:#4e5969}
.bc-tips li{padding:6px 0;border-top:1px solid #f0f1f3}
.bc-tips li:first-child{border-top:0}
code{font:12px ui-monospace,SFMono-Regular,Menlo,monospace;background:#f2f3f5;padding:1px 5px;border-radius:4px;
  word-break:break-all}
.bc-empty{color:#646a73;font-size:13px}
footer{text-align:center;color:#646a73;font-size:12px;padding:8px 0 24px}
`;
