// Save as awkward.dart; `dart run realm generate` writes awkward.realm.dart.
import 'dart:typed_data';

import 'package:realm/realm.dart';

part 'awkward.realm.dart';

@RealmModel()
class _Dog {
  @Indexed()
  late String name;
  _Person? owner;
  _Dog_House? house;
  late List<_Dog_House> rooms;
  late DateTime born;
  Decimal128? weight;
}

@RealmModel(ObjectType.embeddedObject)
@MapTo('Dog House')
class _Dog_House {
  late int size;
  Uuid? chip;
}

@RealmModel()
class _Person {
  @PrimaryKey()
  @MapTo('_id')
  late ObjectId id;
  @MapTo('first name')
  late String first_name;
  @MapTo('class')
  String? class_;
  @MapTo('2fa')
  late bool $2fa;
  @Indexed()
  late int age;
  @Indexed(RealmIndexType.fullText)
  late String bio;
  late int Person;
  @MapTo('default')
  double? default_;
  late Set<String?> tags;
  // float in the store: realm-dart declares it as double
  late Map<String, double?> scores;
  Uint8List? photo;
  late List<_Person> friends;
  @Backlink(#friends)
  late Iterable<_Person> followers;
  @Backlink(#owner)
  late Iterable<_Dog> dogs;
}

@RealmModel()
@MapTo('class')
class _class_ {
  @PrimaryKey()
  late String key;
  late RealmValue value;
  late List<RealmValue> values;
  @Indexed()
  @MapTo('when')
  DateTime? when_;
}
