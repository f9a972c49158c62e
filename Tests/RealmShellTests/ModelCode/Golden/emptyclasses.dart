// Save as emptyclasses.dart; `dart run realm generate` writes emptyclasses.realm.dart.
import 'dart:typed_data';

import 'package:realm/realm.dart';

part 'emptyclasses.realm.dart';

@RealmModel()
class _Alpha {
  @PrimaryKey()
  @MapTo('_id')
  late ObjectId id;
  late String name;
  int? count;
  _Beta? beta;
  late List<_Part> parts;
}

@RealmModel()
class _Beta {
  // Backlinks (linkingObjects) the app declares are not in a Realm file;
  // links to Beta come from: Alpha.beta.
  late double value;
  late Set<bool> flags;
  late Map<String, RealmValue> meta;
}

@RealmModel()
class _Gamma {
  @PrimaryKey()
  late String key;
  @Indexed()
  @MapTo('when')
  DateTime? when_;
  late Decimal128 amount;
  Uuid? uuid;
}

@RealmModel(ObjectType.embeddedObject)
class _Part {
  late String label;
  // float in the store: realm-dart declares it as double
  double? weight;
}
