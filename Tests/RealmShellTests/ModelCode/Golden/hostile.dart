// Save as hostile.dart; `dart run realm generate` writes hostile.realm.dart.
import 'dart:typed_data';

import 'package:realm/realm.dart';

part 'hostile.realm.dart';

@RealmModel()
@MapTo('Dog"s \$x\\')
class _Dog_s__x_ {
  @MapTo('na\nme')
  late String na_me;
  @MapTo('cr\r\u001b[2J\t\u0000')
  late int cr___2J__;
  @MapTo('a\$b')
  String? a_b;
  @MapTo('rtl\u202ex\u2028y\u0085')
  late bool rtl_x_y_;
  @MapTo('own\\u000aer')
  _Pe_rson_? own_u000aer;
}

@RealmModel()
@MapTo('Pe\nrson\'')
class _Pe_rson_ {
  // Backlinks (linkingObjects) the app declares are not in a Realm file;
  // links to Pe\nrson' come from: Dog"s $x\\.own\\u000aer.
  late String name;
}
