/**
 * The game pages' browser script, served as /assets/game.js (the page's CSP runs scripts from the
 * simulator's own origin only, never inline). It reads its settings from the page's JSON block, opens a
 * session with the simulator's backend and plays rounds through it: the outcome and every money move are
 * decided on the server; the page only shows them. Plain ES2017, no build step.
 */
export const gameScript = `
'use strict';
(function () {
  var config = JSON.parse(document.getElementById('game-config').textContent);
  var t = config.texts;
  var state = { session: null, balance: null, busy: false };

  var symbolArt = {
    S: '<svg viewBox="0 0 60 60"><circle cx="30" cy="30" r="27" fill="#ffe08a" stroke="#c9a640" stroke-width="3"/><text x="30" y="44" text-anchor="middle" font-size="40" font-weight="900" fill="#d6332f" font-family="Georgia,serif">7</text></svg>',
    T: '<svg viewBox="0 0 60 60"><circle cx="30" cy="32" r="24" fill="#f39c12"/><circle cx="12" cy="12" r="7" fill="#f39c12"/><circle cx="48" cy="12" r="7" fill="#f39c12"/><path d="M30 10v10M18 16l5 8M42 16l-5 8M8 32h10M42 32h10" stroke="#222" stroke-width="4"/><circle cx="22" cy="30" r="3.5" fill="#222"/><circle cx="38" cy="30" r="3.5" fill="#222"/><path d="M25 42q5 5 10 0" stroke="#222" stroke-width="3" fill="none"/></svg>',
    L: '<svg viewBox="0 0 60 60"><path d="M30 8q10 16 0 36q-10-20 0-36z" fill="#ff7eb6"/><path d="M30 44q-20-4-22-24q16 4 22 24z" fill="#ff9fcb"/><path d="M30 44q20-4 22-24q-16 4-22 24z" fill="#ff9fcb"/><rect x="14" y="46" width="32" height="5" rx="2.5" fill="#2e8b57"/></svg>',
    M: '<svg viewBox="0 0 60 60"><ellipse cx="30" cy="34" rx="18" ry="21" fill="#f5b700" transform="rotate(-20 30 34)"/><path d="M34 12q12-8 18 0q-10 6-18 0z" fill="#3aa655"/></svg>',
    B: '<svg viewBox="0 0 60 60"><path d="M6 38h48l-8 12H14z" fill="#8e5a2b"/><path d="M30 8v28" stroke="#5d3a1a" stroke-width="3"/><path d="M32 10l18 24H32z" fill="#f4f1e6"/><path d="M0 54q10-4 20 0t20 0t20 0" stroke="#2e86de" stroke-width="3" fill="none"/></svg>',
    F: '<svg viewBox="0 0 60 60"><ellipse cx="27" cy="30" rx="19" ry="12" fill="#5dade2"/><path d="M44 30l14-11v22z" fill="#2e86de"/><circle cx="16" cy="27" r="3" fill="#111"/><path d="M24 22q4 8 0 16" stroke="#2e86de" stroke-width="2" fill="none"/></svg>'
  };
  var symbols = Object.keys(symbolArt);

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function money(poisha) {
    return '\\u09F3 ' + (poisha / 100).toFixed(2);
  }
  function post(path, body) {
    return fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (r) { return r.json(); })
      .catch(function () { return { error: 'wallet_unavailable' }; });
  }

  var balanceNode = document.getElementById('balance');
  var messageNode = document.getElementById('message');
  var main = document.getElementById('game');

  function showBalance(balance) {
    if (typeof balance === 'number') state.balance = balance;
    balanceNode.textContent = t.balance + ': ' + (state.balance === null ? '...' : money(state.balance));
  }
  function say(text, kind) {
    messageNode.textContent = text;
    messageNode.className = 'message' + (kind ? ' ' + kind : '');
  }
  function sayError(answer) {
    say(t.errors[answer.error] || t.errors.refused, 'error');
    showBalance(answer.balance);
  }
  function after(ms) {
    return new Promise(function (done) { setTimeout(done, ms); });
  }

  // ---- slot ----
  function slot() {
    var bet = config.slot.bets[0];
    var reels = el('div', 'reels');
    var cells = [];
    for (var r = 0; r < 3; r++) {
      var reel = el('div', 'reel');
      cells.push([]);
      for (var row = 0; row < 3; row++) {
        var cell = el('div', 'cell');
        cell.innerHTML = symbolArt[symbols[(r * 3 + row) % symbols.length]];
        reel.appendChild(cell);
        cells[r].push(cell);
      }
      reels.appendChild(reel);
    }
    var bets = el('div', 'row');
    bets.appendChild(el('span', '', t.bet + ':'));
    var betButtons = config.slot.bets.map(function (amount) {
      var button = el('button', amount === bet ? 'selected' : '', money(amount));
      button.addEventListener('click', function () {
        bet = amount;
        betButtons.forEach(function (b) { b.className = b === button ? 'selected' : ''; });
      });
      bets.appendChild(button);
      return button;
    });
    var spin = el('button', 'spin', t.spin);
    var controls = el('div', 'row');
    controls.appendChild(spin);

    var pays = el('details');
    pays.appendChild(el('summary', '', t.paytable + ' \\u00B7 ' + t.rtp + ' ' + config.slot.rtp));
    pays.appendChild(el('p', 'small', t.paytableNote));
    var table = el('table', 'pays');
    Object.keys(config.slot.paytable).forEach(function (symbol) {
      var tr = el('tr');
      var art = el('td');
      art.innerHTML = symbolArt[symbol] + symbolArt[symbol] + symbolArt[symbol];
      tr.appendChild(art);
      tr.appendChild(el('td', '', '\\u00D7 ' + config.slot.paytable[symbol]));
      table.appendChild(tr);
    });
    pays.appendChild(table);
    pays.appendChild(el('p', 'small', t.lines));
    pays.appendChild(el('p', 'small', t.rtp + ': ' + config.slot.rtp));

    main.appendChild(reels);
    main.appendChild(bets);
    main.appendChild(controls);
    main.appendChild(pays);

    function shuffleReels() {
      cells.forEach(function (column, r) {
        if (!column[0].parentNode.classList.contains('spinning')) return;
        column.forEach(function (cell) { cell.innerHTML = symbolArt[symbols[Math.floor(Math.random() * symbols.length)]]; });
      });
    }
    spin.addEventListener('click', function () {
      if (state.busy || !state.session) return;
      state.busy = true;
      spin.disabled = true;
      say('');
      cells.forEach(function (column) {
        column.forEach(function (cell) { cell.classList.remove('hit'); });
        column[0].parentNode.classList.add('spinning');
      });
      var ticker = setInterval(shuffleReels, 70);
      Promise.all([post('/api/spin', { session: state.session, bet: bet }), after(700)]).then(function (done) {
        var answer = done[0];
        var stopAt = function (r) {
          return after(250 * r).then(function () {
            var column = cells[r];
            column[0].parentNode.classList.remove('spinning');
            if (answer.grid) column.forEach(function (cell, row) { cell.innerHTML = symbolArt[answer.grid[r][row]]; });
          });
        };
        return Promise.all([stopAt(0), stopAt(1), stopAt(2)]).then(function () {
          clearInterval(ticker);
          if (answer.error) return sayError(answer);
          answer.lines.forEach(function (line) {
            config.slot.lines[line].forEach(function (row, r) { cells[r][row].classList.add('hit'); });
          });
          showBalance(answer.balance);
          if (answer.win > 0) say(t.win + ' ' + money(answer.win) + '!', 'win');
          else say(t.noWin);
        });
      }).then(function () {
        state.busy = false;
        spin.disabled = false;
      });
    });
  }

  // ---- roulette ----
  function roulette() {
    var reds = config.roulette.reds;
    var chip = config.roulette.chips[0];
    var placed = {};
    var spots = {};
    var colorOf = function (n) { return n === 0 ? 'green' : reds.indexOf(n) >= 0 ? 'red' : 'black'; };

    var pocket = el('div', 'pocket', '?');
    var history = el('div', 'history');
    var felt = el('div', 'felt');
    function spot(key, label, className) {
      var button = el('button', className, label);
      button.addEventListener('click', function () {
        if (state.busy) return;
        placed[key] = (placed[key] || 0) + chip;
        drawStakes();
      });
      spots[key] = button;
      felt.appendChild(button);
    }
    spot('number:0', '0', 'zero green');
    [3, 2, 1].forEach(function (first) {
      for (var n = first; n <= 36; n += 3) spot('number:' + n, String(n), colorOf(n));
    });
    felt.appendChild(el('span', 'gap'));
    ['dozen1', 'dozen2', 'dozen3'].forEach(function (kind) { spot(kind, t[kind], 'dozen'); });
    felt.appendChild(el('span', 'gap'));
    ['low', 'even', 'red', 'black', 'odd', 'high'].forEach(function (kind) {
      spot(kind, t[kind], 'outside' + (kind === 'red' || kind === 'black' ? ' ' + kind : ''));
    });

    var chips = el('div', 'row');
    chips.appendChild(el('span', '', t.chip + ':'));
    var chipButtons = config.roulette.chips.map(function (amount) {
      var button = el('button', amount === chip ? 'selected' : '', money(amount));
      button.addEventListener('click', function () {
        chip = amount;
        chipButtons.forEach(function (b) { b.className = b === button ? 'selected' : ''; });
      });
      chips.appendChild(button);
      return button;
    });
    var total = el('span', 'small');
    var clear = el('button', '', t.clear);
    var spin = el('button', 'spin', t.spin);
    var controls = el('div', 'row');
    controls.appendChild(total);
    controls.appendChild(clear);
    controls.appendChild(spin);
    var rules = el('details');
    rules.appendChild(el('summary', '', t.paytable + ' \\u00B7 ' + t.rtp + ' ' + config.roulette.rtp));
    rules.appendChild(el('p', 'small', t.pays));
    rules.appendChild(el('p', 'small', t.rtp + ': ' + config.roulette.rtp));

    main.appendChild(pocket);
    main.appendChild(history);
    main.appendChild(el('p', 'small', t.placeBets));
    main.appendChild(felt);
    main.appendChild(chips);
    main.appendChild(controls);
    main.appendChild(rules);

    function drawStakes() {
      var sum = 0;
      Object.keys(spots).forEach(function (key) {
        var old = spots[key].querySelector('.stake');
        if (old) old.remove();
        if (placed[key]) {
          sum += placed[key];
          spots[key].appendChild(el('span', 'stake', String(placed[key] / 100)));
        }
      });
      total.textContent = t.yourBets + ': ' + money(sum);
      spin.disabled = state.busy || sum === 0;
    }
    clear.addEventListener('click', function () {
      if (state.busy) return;
      placed = {};
      drawStakes();
    });
    spin.addEventListener('click', function () {
      if (state.busy || !state.session) return;
      var bets = Object.keys(placed).map(function (key) {
        var parts = key.split(':');
        return parts[0] === 'number' ? { kind: 'number', number: Number(parts[1]), amount: placed[key] } : { kind: key, amount: placed[key] };
      });
      state.busy = true;
      drawStakes();
      say('');
      var ticker = setInterval(function () {
        var n = Math.floor(Math.random() * 37);
        pocket.textContent = String(n);
        pocket.className = 'pocket ' + colorOf(n);
      }, 80);
      Promise.all([post('/api/roulette', { session: state.session, bets: bets }), after(1200)]).then(function (done) {
        var answer = done[0];
        clearInterval(ticker);
        if (answer.error) {
          pocket.textContent = '?';
          pocket.className = 'pocket';
          sayError(answer);
        } else {
          pocket.textContent = String(answer.pocket);
          pocket.className = 'pocket ' + answer.color;
          var mark = el('span', answer.color, String(answer.pocket));
          history.insertBefore(mark, history.firstChild);
          while (history.childNodes.length > 10) history.removeChild(history.lastChild);
          showBalance(answer.balance);
          if (answer.win > 0) say(t.win + ' ' + money(answer.win) + '!', 'win');
          else say(t.noWin);
        }
        state.busy = false;
        drawStakes();
      });
    });
    drawStakes();
  }

  say(t.loading);
  showBalance();
  post('/api/session', { token: config.token, user: config.user, game_code: config.game.code }).then(function (answer) {
    if (answer.error) return sayError(answer);
    state.session = answer.session;
    showBalance(answer.balance);
    say('');
  });
  if (config.game.kind === 'slot') slot();
  else roulette();
})();
`;
