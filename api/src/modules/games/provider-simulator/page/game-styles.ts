/** The game pages' stylesheet, served as /assets/game.css (the page's CSP allows no inline style). */
export const gameStyles = `
* { box-sizing: border-box; }
html, body { margin: 0; height: 100%; }
body { font-family: system-ui, "Noto Sans Bengali", sans-serif; background: radial-gradient(circle at top, #1d3b2a, #0b1510 70%);
  color: #f4f1e6; display: flex; flex-direction: column; align-items: center; }
header { width: 100%; display: flex; align-items: center; justify-content: space-between; gap: 8px; padding: 8px 12px;
  background: rgba(0,0,0,.35); }
header h1 { font-size: 16px; margin: 0; flex: 1; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.balance { font-weight: 700; color: #ffd35a; white-space: nowrap; }
a.lobby { color: #f4f1e6; border: 1px solid #f4f1e6; border-radius: 14px; padding: 3px 10px; text-decoration: none; font-size: 13px; }
main { width: 100%; max-width: 560px; padding: 12px; display: flex; flex-direction: column; gap: 12px; }
.message { min-height: 24px; text-align: center; font-weight: 600; }
.message.win { color: #7dff9b; }
.message.error { color: #ff8a80; }
button { font: inherit; cursor: pointer; border-radius: 8px; border: 1px solid #c9a640; background: #2b2412; color: #f4f1e6; padding: 6px 10px; }
button.selected { background: #c9a640; color: #1b1608; font-weight: 700; }
button:disabled { opacity: .5; cursor: default; }
button.spin { font-size: 20px; font-weight: 800; padding: 10px 28px; background: #d6332f; border-color: #ff8a80; }
.row { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; justify-content: center; }
.reels { display: flex; gap: 8px; justify-content: center; padding: 10px; border-radius: 14px; background: #f7efd8;
  box-shadow: inset 0 0 0 4px #c9a640, 0 6px 24px rgba(0,0,0,.5); }
.reel { display: flex; flex-direction: column; gap: 6px; }
.cell { width: 84px; height: 84px; border-radius: 10px; background: #fff; display: flex; align-items: center; justify-content: center;
  transition: transform .15s; }
.cell svg { width: 70px; height: 70px; }
.reel.spinning .cell { filter: blur(2px); transform: translateY(3px); }
.cell.hit { box-shadow: 0 0 0 4px #2ecc71, 0 0 18px #2ecc71; }
body.mobile .cell { width: 72px; height: 72px; }
body.mobile .cell svg { width: 58px; height: 58px; }
details { background: rgba(0,0,0,.3); border-radius: 10px; padding: 8px 12px; }
summary { cursor: pointer; font-weight: 700; }
table.pays { border-collapse: collapse; margin: 6px 0; }
table.pays td { padding: 2px 8px; }
table.pays svg { width: 26px; height: 26px; vertical-align: middle; }
.small { font-size: 13px; opacity: .85; }
.pocket { width: 120px; height: 120px; border-radius: 50%; margin: 0 auto; display: flex; align-items: center; justify-content: center;
  font-size: 46px; font-weight: 800; border: 6px solid #c9a640; background: #333; }
.red { background: #c0282d; }
.black { background: #1d1d1d; }
.green { background: #138a3a; }
.history { display: flex; gap: 4px; justify-content: center; min-height: 26px; }
.history span { width: 26px; height: 26px; border-radius: 50%; font-size: 12px; display: flex; align-items: center; justify-content: center; }
.felt { background: #0f6b34; border-radius: 10px; padding: 8px; display: grid; grid-template-columns: 40px repeat(12, 1fr); gap: 3px; }
.felt button { padding: 6px 0; border-color: #e8e2c8; font-size: 13px; position: relative; }
.felt .zero { grid-row: 1 / span 3; }
.felt .outside { grid-column: span 2; }
.felt .dozen { grid-column: span 4; }
.felt .gap { grid-column: 1; }
.stake { position: absolute; top: -6px; right: -4px; background: #ffd35a; color: #1b1608; border-radius: 8px; font-size: 10px;
  padding: 0 4px; font-weight: 700; }
`;
