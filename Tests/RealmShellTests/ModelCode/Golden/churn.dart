// Save as churn.dart; `dart run realm generate` writes churn.realm.dart.
import 'dart:typed_data';

import 'package:realm/realm.dart';

part 'churn.realm.dart';

@RealmModel()
class _Event {
  late int seq;
  late String kind;
  _Record? record;
}

@RealmModel()
class _Record {
  // Backlinks (linkingObjects) the app declares are not in a Realm file;
  // links to Record come from: Event.record.
  @PrimaryKey()
  late int id;
  @Indexed()
  late String name;
  late int value;
  DateTime? updated;
  late List<String> tags;
}
