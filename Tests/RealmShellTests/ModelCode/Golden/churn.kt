import io.realm.kotlin.ext.backlinks
import io.realm.kotlin.ext.realmDictionaryOf
import io.realm.kotlin.ext.realmListOf
import io.realm.kotlin.ext.realmSetOf
import io.realm.kotlin.query.RealmResults
import io.realm.kotlin.types.EmbeddedRealmObject
import io.realm.kotlin.types.RealmAny
import io.realm.kotlin.types.RealmDictionary
import io.realm.kotlin.types.RealmInstant
import io.realm.kotlin.types.RealmList
import io.realm.kotlin.types.RealmObject
import io.realm.kotlin.types.RealmSet
import io.realm.kotlin.types.RealmUUID
import io.realm.kotlin.types.annotations.FullText
import io.realm.kotlin.types.annotations.Index
import io.realm.kotlin.types.annotations.PersistedName
import io.realm.kotlin.types.annotations.PrimaryKey
import org.mongodb.kbson.BsonObjectId
import org.mongodb.kbson.Decimal128

class Event : RealmObject {
    var seq: Long = 0
    var kind: String = ""
    var record: Record? = null
}

class Record : RealmObject {
    // Backlinks (linkingObjects) the app declares are not in a Realm file;
    // links to Record come from: Event.record.
    @PrimaryKey
    var id: Long = 0
    @Index
    var name: String = ""
    var value: Long = 0
    var updated: RealmInstant? = null
    var tags: RealmList<String> = realmListOf()
}
