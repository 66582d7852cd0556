/**
 * The first view's styles, inline so nothing blocks the first paint: the app's dark theme (its
 * light one when the system asks for light), and the same sizes as the app's own components, so
 * nothing moves when the app takes over the page.
 */
export const FIRST_VIEW_STYLE = `<style id="first-view-style">
*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-height:100vh;background:#1e1f22;color:#f2f3f5;font-family:'gg sans','Noto Sans','Helvetica Neue',Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;-webkit-font-smoothing:antialiased}
.fv h1,.fv h2,.fv p{margin:0}.fv a{color:inherit}
.fv-nav{height:65px;background:#2b2d31;border-bottom:1px solid #3f4147;display:flex;align-items:center;padding:0 16px;font-weight:800;font-size:18px}
.fv-nav a{text-decoration:none}
.fv-hero{padding:48px 16px;text-align:center;border-bottom:1px solid #3f4147}
.fv-hero h1{font-size:30px;font-weight:800;line-height:1.15}
.fv-hero h1 span{color:#a5acf9}
.fv-hero p{max-width:640px;margin:16px auto 0;color:#b5bac1;font-size:18px}
.fv-page{width:100%;max-width:1200px;margin:0 auto;padding:32px 16px 48px}
.fv-head{margin-bottom:32px}
.fv-title{font-size:30px;font-weight:800;line-height:1.2}
.fv-head p{margin-top:8px;color:#b5bac1;font-size:16px;max-width:720px}
.fv-card{background:#2b2d31;border:1px solid #3f4147;border-radius:12px;padding:24px}
.fv-bot{display:flex;flex-direction:column;gap:24px}
.fv-avatar{width:96px;height:96px;flex:none;border-radius:50%;background:#5865f2;color:#fff;display:flex;align-items:center;justify-content:center;font-size:40px;font-weight:800}
.fv-bot p,.fv-about p{color:#b5bac1;overflow-wrap:anywhere}
.fv-about{margin-top:24px}
.fv-md{color:#b5bac1;overflow-wrap:anywhere;min-width:0}.fv-md>*+*{margin-top:12px}
.fv-md h3,.fv-md h4,.fv-md h5,.fv-md h6{margin:0;font-size:16px;color:inherit}.fv-md ul,.fv-md ol{margin:0;padding-left:24px}
.fv-md pre{max-width:100%;overflow-x:auto;padding:12px;border-radius:8px;background:#1e1f22;overflow-wrap:normal}.fv-md code{font-family:'JetBrains Mono',Consolas,monospace;font-size:.9em}
.fv-md table{display:block;max-width:100%;overflow-x:auto;border-collapse:collapse}.fv-md th,.fv-md td{padding:4px 8px;border:1px solid #3f4147;overflow-wrap:normal}
.fv-md img{max-width:100%;max-height:480px;height:auto}.fv-md blockquote{margin:0;padding-left:12px;border-left:3px solid #3f4147}.fv-md .md-plain{white-space:pre-line}
.fv-about h2{font-size:18px;font-weight:700;margin-bottom:12px}
.fv-list{list-style:none;margin:0;padding:0;display:grid;gap:16px}
.fv-list h2{font-size:18px;font-weight:700}.fv-list a{text-decoration:none}
.fv-list p{color:#b5bac1;font-size:14px;margin-top:8px;overflow-wrap:anywhere}
@media (min-width:768px){.fv-hero h1{font-size:44px}.fv-bot{flex-direction:row;align-items:center}.fv-list{grid-template-columns:repeat(2,minmax(0,1fr))}}
@media (min-width:1024px){.fv-list{grid-template-columns:repeat(3,minmax(0,1fr))}}
@media (prefers-color-scheme:light){body{background:#f2f3f5;color:#060607}.fv-nav,.fv-card{background:#fff;border-color:#d7d9dc}.fv-hero{border-color:#d7d9dc}.fv-hero h1 span{color:#3c45a5}.fv-hero p,.fv-head p,.fv-bot p,.fv-md,.fv-list p{color:#4e5058}.fv-md pre{background:#f2f3f5}.fv-md th,.fv-md td,.fv-md blockquote{border-color:#d7d9dc}}
</style>`;
