import { site } from '@/content/site';
import { SPLASH_DURATION_MS, SPLASH_FADE_MS, SPLASH_SESSION_KEY } from '@/lib/constants';
import { LOGO_DATA_URL } from './logo';

/*
 * The branded start-up splash. It is plain HTML + CSS driven by a tiny inline head script, not a
 * React island: the pre-rendered page is already underneath (crawlers and no-JS visitors get it),
 * nothing waits for hydration, and it shows once per browser session. The script also sets the
 * `js` class that the typing headline keys off. `splashend` tells the typing headline to start.
 */
const script = `(function(){var d=document.documentElement;d.classList.add('js');try{if(sessionStorage.getItem('${SPLASH_SESSION_KEY}'))return;sessionStorage.setItem('${SPLASH_SESSION_KEY}','1')}catch(e){return}d.classList.add('splash');var done=false;function end(){if(done)return;done=true;d.classList.add('splash-out');setTimeout(function(){d.classList.remove('splash','splash-out');window.dispatchEvent(new Event('splashend'))},${SPLASH_FADE_MS})}setTimeout(end,${SPLASH_DURATION_MS - SPLASH_FADE_MS});window.__endSplash=end})();`;

export function SplashScript() {
  return <script data-site-script="" id="splash-script" dangerouslySetInnerHTML={{ __html: script }} />;
}

export function SplashScreen() {
  return (
    <div className="splash-screen" aria-hidden="true" data-testid="splash">
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img className="splash-screen__logo" src={LOGO_DATA_URL} alt="" width={88} height={88} />
      <p className="splash-screen__name">{site.name}</p>
      <p className="splash-screen__tagline">{site.tagline}</p>
      <div className="splash-screen__bar" />
    </div>
  );
}
