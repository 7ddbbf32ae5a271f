// The public page's only script (served at /p/page.js, a few kB): counts the visit
// (POST /api/v1/ipCorrelator) and each link click (POST /api/v1/stats/links, keepalive so the count
// survives the navigation it precedes), opens the front door's panels, and in demo mode texts and
// calls the agent through the Demo carrier as an outside caller would. It writes only text nodes:
// nothing it receives is parsed as HTML. Its own words are English here and, when the page is in
// another language, read from the page's data-words attribute (JSON, text only).
import { PUBLIC_PAGE_TEXT as T } from './publicText';

const strings = JSON.stringify({ failed: T.failed, ended: T.callEnded, paid: T.paid });

export const PAGE_SCRIPT = `(function(){'use strict';
var S=${strings};var main=document.getElementById('page');if(!main)return;
try{var W=JSON.parse(main.getAttribute('data-words')||'{}');for(var k in S)if(typeof W[k]==='string')S[k]=W[k]}catch(x){}
var user=main.getAttribute('data-username'),number=main.getAttribute('data-number'),callId=null;
function post(path,body,keep,headers){var h={'content-type':'application/json'};for(var k in headers||{})h[k]=headers[k];
return fetch(path,{method:'POST',headers:h,body:JSON.stringify(body),keepalive:!!keep,credentials:'same-origin'}).then(function(r){return r.json().then(function(j){if(!r.ok)throw new Error(j&&j.message||S.failed);return j})})}
function uuid(){return crypto.randomUUID?crypto.randomUUID():String(Date.now())+Math.random().toString(16).slice(2)}
function visitor(){var n=sessionStorage.getItem('sb-visitor');if(!n){n='+1555'+String(Math.floor(1e6+Math.random()*8999999));sessionStorage.setItem('sb-visitor',n)}return n}
var q=new URLSearchParams(location.search);
post('/api/v1/ipCorrelator',{page:user,ref:(q.get('ref')||document.referrer||'').slice(0,500)},true).catch(function(){});
document.addEventListener('click',function(e){var a=e.target&&e.target.closest&&e.target.closest('a[data-link-id]');
if(a)post('/api/v1/stats/links',{username:user,linkId:a.getAttribute('data-link-id')},true).catch(function(){})});
function line(id,text,me){var li=document.createElement('li');li.textContent=text;if(me)li.className='me';document.querySelector('[data-log="'+id+'"]').appendChild(li);
if(!me&&window.speechSynthesis&&id==='talk'){try{speechSynthesis.speak(new SpeechSynthesisUtterance(text))}catch(x){}}}
function startCall(){return post('/dev/carrier/call/start',{from:visitor(),to:number}).then(function(j){callId=j.callId;if(j.reply)line('talk',j.reply)})}
document.querySelectorAll('[data-open]').forEach(function(b){var id=b.getAttribute('data-open'),p=document.getElementById('panel-'+id);
b.setAttribute('aria-expanded','false');b.setAttribute('aria-controls','panel-'+id);
b.addEventListener('click',function(){var open=p.hidden;p.hidden=!open;b.setAttribute('aria-expanded',String(open));
if(open){var i=p.querySelector('input');if(i)i.focus();if(id==='talk'&&!callId)startCall().catch(function(err){line('talk',err.message)})}})});
function handle(id,form){var input=form.querySelector('input'),text=input.value.trim();if(!text)return;
if(id==='pay'){var st=document.querySelector('[data-status="pay"]');st.textContent='';
return post('/api/v1/payLink/checkout/vidaCredit',{slug:user,amount:text,currency:'usd',successUrl:location.pathname+'?paid=1',cancelUrl:location.pathname},false,{'Idempotency-Key':uuid()})
.then(function(j){location.assign(j.url)},function(err){st.textContent=err.message})}
input.value='';line(id,text,true);
var done=id==='text'?post('/dev/carrier/sms',{from:visitor(),to:number,text:text}).then(function(j){if(j.reply)line('text',j.reply)})
:(callId?Promise.resolve():startCall()).then(function(){return post('/dev/carrier/call/'+encodeURIComponent(callId)+'/turn',{from:visitor(),to:number,text:text})})
.then(function(j){if(j.reply)line('talk',j.reply);if(j.status==='ended'){line('talk',S.ended);callId=null}});
done.catch(function(err){line(id,err.message)})}
document.querySelectorAll('form[data-form]').forEach(function(f){f.addEventListener('submit',function(e){e.preventDefault();handle(f.getAttribute('data-form'),f)})});
var hang=document.querySelector('[data-hangup]');if(hang)hang.addEventListener('click',function(){if(!callId)return;var id=callId;callId=null;
post('/dev/carrier/call/'+encodeURIComponent(id)+'/end',{from:visitor(),to:number}).then(function(){line('talk',S.ended)},function(err){line('talk',err.message)})});
if(q.get('paid')==='1'){var st=document.querySelector('[data-status="pay"]');if(st){st.textContent=S.paid;document.getElementById('panel-pay').hidden=false}}
})();
`;
