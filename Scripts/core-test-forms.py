#!/usr/bin/env python3
# Realm Core's own test forms (test_parser.cpp, test_query*.cpp, the Realm Query Language docs), written for
# the shared fixtures' schemas, run through Realm Core (../shared/tools/realm-core-check query) and through
# `realmlens query … --format jsonl`; prints every query answered differently (or refused by one side only)
# and the tally. Build first (`swift build`).
#
#   Scripts/core-test-forms.py [FORMS]      (default Scripts/core-test-forms.txt; lines: file|Class|query)
#
# A file that is not a fixture, `NAME.realm`, is made by Realm Core (`from-canonical`) from the dump
# Scripts/core-test-forms-NAME.json into a temporary folder (`unicode.realm`: strings from real apps —
# accents, Turkish, German, Greek, Cyrillic, full-width, CJK, emoji, combining marks — for `[c]`, LIKE,
# ordering and SORT).
import json, subprocess, sys, os, tempfile, atexit, shutil
from concurrent.futures import ThreadPoolExecutor
ROOT=os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIX=os.path.join(ROOT,'..','shared','fixtures','realm')+'/'
CORE=os.path.join(ROOT,'..','shared','tools','realm-core-check')
LENS=os.environ.get('LENS',os.path.join(ROOT,'.build','debug','realmlens'))
GEN=tempfile.mkdtemp(prefix='core-test-forms-')
atexit.register(shutil.rmtree,GEN,True)
def path(f):
    if os.path.exists(FIX+f): return FIX+f
    out=os.path.join(GEN,f)
    if not os.path.exists(out):
        src=os.path.join(ROOT,'Scripts','core-test-forms-'+f.replace('.realm','.json'))
        subprocess.run([CORE,'from-canonical',src,out],check=True,capture_output=True)
    return out
dumps={}
def dump(f):
    if f not in dumps:
        if os.path.exists(FIX+f): d=json.load(open(FIX+f.replace('.realm','.expected.json')))
        else: d=json.load(open(os.path.join(ROOT,'Scripts','core-test-forms-'+f.replace('.realm','.json'))))
        dumps[f]=d
    return dumps[f]
def canon(o): return json.dumps(o,sort_keys=True,ensure_ascii=False)
def core(f,c,q):
    r=subprocess.run([CORE,'query',path(f),c,q],capture_output=True,text=True)
    if r.returncode!=0: return ('refused',r.stderr.strip()[-300:])
    return ('objects',[canon(k) for k in json.loads(r.stdout)['keys']])
def lens(f,c,q):
    r=subprocess.run([LENS,'query',path(f),c,q,'--format','jsonl'],capture_output=True,text=True)
    if r.returncode!=0: return ('refused',r.stderr.strip()[-300:])
    d=dump(f); sch=[s for s in d['schema'] if s['name']==c][0]; pk=sch['primaryKey']
    ids=[]
    objs=[canon(o) for o in d['objects'][c]]
    for line in r.stdout.splitlines():
        if not line.strip(): continue
        o=json.loads(line)
        if pk: ids.append(canon(o[pk]))
        else:
            # all fields; lens may print linkingObjects? drop keys not in dump
            keys=[p['name'] for p in sch['properties']]
            o={k:o.get(k) for k in keys if k in o}
            co=canon(o); cands=[i for i,x in enumerate(objs) if co==canon({k:json.loads(x).get(k) for k in o})]
            ids.append(canon({"$index":cands[0]}) if len(cands)==1 else 'ambig%s'%cands)
    return ('objects',ids)
forms=sys.argv[1] if len(sys.argv)>1 else os.path.join(ROOT,'Scripts','core-test-forms.txt')
lines=[l.rstrip('\n') for l in open(forms) if l.strip() and not l.startswith('#')]
for f in sorted({l.split('|',1)[0] for l in lines}): path(f)   # made once, before the threads start
def run(l):
    f,c,q=l.split('|',2)
    return l,core(f,c,q),lens(f,c,q)
agree=ref=diff=0
with ThreadPoolExecutor(int(os.environ.get('JOBS','4'))) as ex:
    for l,a,b in ex.map(run,lines):
        q=l.split('|',2)[2]
        ordered='SORT' in q.upper()
        if a[0]=='refused' and b[0]=='refused': ref+=1; 
        elif a[0]==b[0]=='objects' and (a[1]==b[1] if ordered else sorted(a[1])==sorted(b[1])): agree+=1
        else:
            diff+=1
            print('DIFF',l); print('   core:',a[0],a[1] if a[0]=='refused' else (len(a[1]),a[1][:10])); print('   lens:',b[0],b[1] if b[0]=='refused' else (len(b[1]),b[1][:10]))
        if os.environ.get('V'): print(l, a[0], b[0], len(a[1]) if a[0]=='objects' else '')
print('agree',agree,'bothrefuse',ref,'differ',diff)
sys.exit(1 if diff else 0)
